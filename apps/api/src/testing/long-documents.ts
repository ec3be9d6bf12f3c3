/*
 * Long documents that are not CVs, written for the tests (issue 14: "a 31-page project report, a book"), in
 * the product's three languages. They are built the way the real ones are: a cover page with the author's
 * e-mail and phone, a table of contents, numbered chapters of prose, a timetable of dated phases, a
 * bibliography; the Spanish report even has a section on its team's experience with dated lines. So they
 * carry a little of what a CV carries, as real reports do, and a classifier has to weigh it against their
 * length. Deterministic: the same text on every run.
 */

import { seededRandom } from './seeded-random';

/** One page of a report, as paragraphs (a DOCX paragraph each; buildPdfPages wraps them into lines). */
export type Page = string[];

/** Paragraphs of about `words` words drawn from `sentences`, never the same sentence twice in a row. */
function prose(sentences: readonly string[], paragraphs: number, words: number, next: () => number): string[] {
  const out: string[] = [];
  let last = -1;
  for (let p = 0; p < paragraphs; p++) {
    const chosen: string[] = [];
    let count = 0;
    while (count < words) {
      let i = Math.floor(next() * sentences.length);
      if (i === last) i = (i + 1) % sentences.length;
      last = i;
      chosen.push(sentences[i]!);
      count += sentences[i]!.split(/\s+/).length;
    }
    out.push(chosen.join(' '));
  }
  return out;
}

interface ReportShape {
  cover: string[];
  contentsTitle: string;
  chapters: Array<{ title: string; sections: string[] }>;
  /** Lines of the timetable chapter (dated phases), put in the chapter whose index is `timetableAt`. */
  timetable: string[];
  timetableAt: number;
  /** Extra lines after the chapters: a team's experience, the bibliography, annexes. */
  closing: string[];
  sentences: readonly string[];
  pageFooter: (page: number, pages: number) => string;
}

/** The pages of a report of `pages` pages (about 400 words each after the cover and the contents). */
function buildReport(shape: ReportShape, pages: number, seed: number): Page[] {
  const next = seededRandom(seed);
  const result: Page[] = [shape.cover, [shape.contentsTitle]];
  // Table of contents with dotted leaders and page numbers, as word processors print it.
  const bodyPages = pages - 2 - 1;
  const perChapter = Math.max(1, Math.floor(bodyPages / shape.chapters.length));
  shape.chapters.forEach((chapter, c) => {
    result[1]!.push(`${chapter.title} ${'.'.repeat(40)} ${3 + c * perChapter}`);
    chapter.sections.forEach((section, s) => result[1]!.push(`${section} ${'.'.repeat(36)} ${3 + c * perChapter + Math.min(s, perChapter - 1)}`));
  });
  let page = 3;
  shape.chapters.forEach((chapter, c) => {
    const chapterPages = c === shape.chapters.length - 1 ? bodyPages - perChapter * c : perChapter;
    for (let p = 0; p < chapterPages; p++) {
      const lines: string[] = [];
      if (p === 0) lines.push(chapter.title);
      const section = chapter.sections[p % Math.max(1, chapter.sections.length)];
      if (section && p < chapter.sections.length) lines.push(section);
      if (c === shape.timetableAt && p === 0) lines.push(...shape.timetable);
      lines.push(...prose(shape.sentences, 4, 95, next), shape.pageFooter(page, pages));
      result.push(lines);
      page++;
    }
  });
  result.push([...shape.closing, shape.pageFooter(page, pages)]);
  return result;
}

const SPANISH_SENTENCES = [
  'El relevamiento inicial permitió identificar los circuitos administrativos que dependen todavía del papel.',
  'Se entrevistó a jefes de servicio, personal de enfermería y administrativos de admisión durante cuatro semanas.',
  'La historia clínica en papel se traslada entre servicios varias veces por día, lo que demora la atención.',
  'El sistema propuesto centraliza la información del paciente y registra cada acceso con fecha, hora y usuario.',
  'La arquitectura se organiza en tres capas: presentación, servicios de negocio y persistencia de datos.',
  'Las pruebas de carga mostraron tiempos de respuesta inferiores a un segundo con doscientos usuarios simultáneos.',
  'Se definieron perfiles de acceso según el rol de cada usuario y el principio de mínimo privilegio.',
  'La migración de los legajos históricos se realizó por lotes, con controles de calidad en cada etapa.',
  'El comité de ética del hospital aprobó el protocolo de digitalización y el resguardo de los originales.',
  'Los indicadores de seguimiento se calcularon mensualmente y se presentaron a la dirección del hospital.',
  'La capacitación del personal se dictó en modalidad presencial, con manuales y videos de apoyo.',
  'Se detectaron dificultades de conectividad en los consultorios externos, que se resolvieron con un enlace redundante.',
  'El presupuesto ejecutado fue un ocho por ciento menor al previsto gracias a la reutilización de equipos.',
  'La encuesta de satisfacción alcanzó una tasa de respuesta del sesenta y dos por ciento del personal.',
  'Los resultados muestran una reducción del tiempo de espera en admisión de veinticinco a nueve minutos.',
  'La normativa provincial de protección de datos personales guió el diseño de los registros de auditoría.',
  'Se recomienda extender el sistema a los centros de atención primaria de la zona sanitaria.',
  'El mantenimiento evolutivo quedará a cargo del área de sistemas, con soporte de la universidad durante un año.',
  'En el anexo se incluyen los formularios utilizados, las actas de reunión y el detalle de las pruebas realizadas.',
  'Tabla 4: distribución de consultas por servicio y por mes durante el período de prueba piloto.',
];

/** A 31-page final report of a hospital software project, in Spanish (the "31-page project report"). */
export function spanishProjectReport(pages = 31): Page[] {
  return buildReport(
    {
      cover: [
        'Universidad Nacional del Comahue',
        'Facultad de Ingeniería',
        'INFORME FINAL DEL PROYECTO',
        'Digitalización de historias clínicas del Hospital Regional Neuquén',
        'Director: Ing. Martín Sosa',
        'Equipo: Ana Gómez, Luis Pérez, Carla Díaz',
        'Contacto: ana.gomez@fi.uncoma.edu.ar – Tel. +54 299 448 1234',
        'Neuquén, marzo de 2024',
      ],
      contentsTitle: 'Índice',
      chapters: [
        { title: '1. Introducción', sections: ['1.1 Antecedentes', '1.2 Alcance del proyecto'] },
        { title: '2. Objetivos', sections: ['2.1 Objetivo general', '2.2 Objetivos específicos'] },
        { title: '3. Metodología', sections: ['3.1 Relevamiento', '3.2 Diseño participativo'] },
        { title: '4. Desarrollo del sistema', sections: ['4.1 Arquitectura', '4.2 Base de datos', '4.3 Interfaz de usuario'] },
        { title: '5. Cronograma', sections: [] },
        { title: '6. Resultados', sections: ['6.1 Indicadores', '6.2 Encuesta de satisfacción'] },
        { title: '7. Conclusiones y recomendaciones', sections: [] },
      ],
      timetable: [
        'Etapa 1: relevamiento, marzo 2023 – mayo 2023',
        'Etapa 2: diseño, junio 2023 – agosto 2023',
        'Etapa 3: desarrollo, agosto 2023 – diciembre 2023',
        'Etapa 4: prueba piloto, enero 2024 – febrero 2024',
      ],
      timetableAt: 4,
      closing: [
        '8. Experiencia del equipo',
        'Ana Gómez: desarrolladora de software en el Ministerio de Salud, 2015 – 2023.',
        'Luis Pérez: administrador de bases de datos en el Hospital Castro Rendón, 2012 – 2022.',
        'Carla Díaz: analista funcional, 2018 – actualidad.',
        'Bibliografía',
        'Organización Mundial de la Salud (2021). Estrategia mundial sobre salud digital 2020-2025. Ginebra.',
        'Pressman, R. (2010). Ingeniería del software: un enfoque práctico. México: McGraw-Hill.',
        'Ley 25.326 de Protección de los Datos Personales. Boletín Oficial, 2000.',
        'Anexo A: formularios de relevamiento',
      ],
      sentences: SPANISH_SENTENCES,
      pageFooter: (page, total) => `Página ${page} de ${total}`,
    },
    pages,
    14,
  );
}

const PORTUGUESE_SENTENCES = [
  'As coletas de água foram realizadas mensalmente em doze pontos ao longo do rio, entre a nascente e a foz.',
  'Os parâmetros analisados incluem turbidez, oxigênio dissolvido, pH, coliformes termotolerantes e metais pesados.',
  'A equipe de campo utilizou sondas multiparâmetro calibradas antes de cada campanha de amostragem.',
  'Os resultados indicam concentrações de ferro e manganês acima dos limites da resolução vigente.',
  'A análise estatística considerou a sazonalidade, com testes não paramétricos para comparar os períodos.',
  'O período chuvoso apresentou os maiores valores de turbidez, associados ao carreamento de sedimentos.',
  'Os dados foram armazenados em um banco geográfico e publicados em um painel de acesso público.',
  'A participação das comunidades ribeirinhas foi fundamental para a identificação de pontos críticos.',
  'Recomenda-se a continuidade do monitoramento por pelo menos mais dois ciclos hidrológicos completos.',
  'As estações automáticas enviaram leituras a cada quinze minutos por meio da rede de telefonia celular.',
  'Foram observadas falhas de transmissão em períodos de chuva intensa, corrigidas com armazenamento local.',
  'O orçamento executado correspondeu a noventa e dois por cento do valor aprovado pela agência de fomento.',
  'A Tabela 3 apresenta as médias mensais de cada parâmetro por ponto de coleta.',
  'Os laudos laboratoriais completos encontram-se no Apêndice B deste relatório.',
  'A comparação com a série histórica evidencia uma melhora gradual após a recuperação das matas ciliares.',
  'Os indicadores de qualidade foram discutidos em oficinas com os órgãos ambientais do estado.',
];

/** A technical report of a river-monitoring project, in Portuguese. */
export function portugueseProjectReport(pages = 24): Page[] {
  return buildReport(
    {
      cover: [
        'Universidade Federal de Minas Gerais',
        'RELATÓRIO TÉCNICO FINAL',
        'Projeto de monitoramento da qualidade da água do Rio Doce',
        'Coordenação: Profa. Dra. Beatriz Lima',
        'beatriz.lima@ufmg.br | (31) 3409-5000',
        'Belo Horizonte, novembro de 2023',
      ],
      contentsTitle: 'Sumário',
      chapters: [
        { title: 'Capítulo 1 – Introdução', sections: ['1.1 Justificativa', '1.2 Área de estudo'] },
        { title: 'Capítulo 2 – Materiais e métodos', sections: ['2.1 Pontos de coleta', '2.2 Análises laboratoriais'] },
        { title: 'Capítulo 3 – Cronograma de execução', sections: [] },
        { title: 'Capítulo 4 – Resultados e discussão', sections: ['4.1 Parâmetros físico-químicos', '4.2 Parâmetros biológicos'] },
        { title: 'Capítulo 5 – Conclusões', sections: [] },
      ],
      timetable: [
        'Fase 1: instalação das estações, 01/2022 – 04/2022',
        'Fase 2: campanhas de coleta, 05/2022 – 06/2023',
        'Fase 3: análise e relatório, 07/2023 – 11/2023',
      ],
      timetableAt: 2,
      closing: [
        'Referências',
        'BRASIL. Resolução CONAMA nº 357, de 17 de março de 2005. Brasília, 2005.',
        'VON SPERLING, M. (2014). Introdução à qualidade das águas e ao tratamento de esgotos. Belo Horizonte: UFMG.',
        'Apêndice A – Fichas de campo',
        'Apêndice B – Laudos laboratoriais',
      ],
      sentences: PORTUGUESE_SENTENCES,
      pageFooter: (page) => String(page),
    },
    pages,
    23,
  );
}

const ENGLISH_SENTENCES = [
  'A well-kept garden begins with the soil, and the soil begins with what we return to it every season.',
  'Compost made from kitchen scraps and fallen leaves feeds the organisms that keep the ground loose and alive.',
  'Tomatoes want full sun, deep watering once or twice a week, and a stake before the first truss of flowers.',
  'Crop rotation keeps pests and diseases from settling in one bed year after year.',
  'Mulch conserves moisture, smothers weeds and protects the roots from the hottest afternoons of summer.',
  'Seedlings raised indoors should be hardened off for a week before they are planted out.',
  'Beans and peas fix nitrogen, so the bed that held them is a good place for leafy greens the next year.',
  'Pruning fruit trees in late winter lets light into the centre of the crown and keeps the branches strong.',
  'Figure 3.2 shows a simple four-bed rotation for a small urban plot.',
  'Rainwater collected from a shed roof can cover most of the needs of a kitchen garden in a temperate climate.',
  'Companion planting is less a science than a collection of observations gardeners have shared for centuries.',
  'The exercises at the end of each chapter ask the reader to keep a notebook of sowing and harvest dates.',
];

/** A gardening handbook: a book, with its ISBN, contents and numbered chapters, in English. */
export function englishBook(pages = 40): Page[] {
  return buildReport(
    {
      cover: [
        'THE SMALL KITCHEN GARDEN',
        'A practical handbook',
        'Second edition',
        'Greenfield Press, London',
        'ISBN 978-1-4028-9462-6',
        '© 2019 Greenfield Press. All rights reserved.',
      ],
      contentsTitle: 'Contents',
      chapters: [
        { title: 'Chapter 1 Soil', sections: ['1.1 Structure', '1.2 Compost'] },
        { title: 'Chapter 2 Planning the plot', sections: ['2.1 Sun and shade', '2.2 Rotation'] },
        { title: 'Chapter 3 Sowing and planting', sections: ['3.1 Seedlings', '3.2 Hardening off'] },
        { title: 'Chapter 4 Water', sections: [] },
        { title: 'Chapter 5 Fruit trees', sections: ['5.1 Pruning'] },
        { title: 'Chapter 6 The gardening year', sections: [] },
      ],
      timetable: ['Sowing calendar', 'March – April: peas, broad beans, onions', 'May – June: beans, courgettes, squash'],
      timetableAt: 5,
      closing: ['Bibliography', 'Hessayon, D. G. (1997). The Vegetable & Herb Expert. London: Expert Books.', 'Index'],
      sentences: ENGLISH_SENTENCES,
      pageFooter: (page) => String(page),
    },
    pages,
    40,
  );
}

/** A document's pages as one text, the way extraction joins lines. */
export const pagesText = (pages: Page[]) => pages.map((page) => page.join('\n')).join('\n');
