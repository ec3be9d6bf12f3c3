import { z } from 'zod';
import { parseVocabulary } from './vocabulary-schema';

// Things a condition can ask for, each named in Spanish, English and Portuguese, so that a Spanish condition
// finds an English CV (embedded/cv/concepts.ts builds the concepts from them, with the technologies the drafts
// name and every occupation): hand-written groups of synonyms, the concepts that show work in a field, and the
// words that give a one-word form another sense. Parsed when the module loads, like the rest of the vocabulary.

const conceptKindSchema = z.enum([
  /** A skill, tool, field or occupation: a CV that has it says so, so silence counts against it. */
  'hard',
  /** A credential (registration, certificate): listed by whoever holds it. */
  'credential',
  /** A trait or availability: CVs rarely state it, so silence says nothing. */
  'soft',
]);
export type ConceptKind = z.infer<typeof conceptKindSchema>;

const conceptId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case');

/** Phrases separated by commas, none of them empty. */
const phraseList = z.string().regex(/^\s*[^,\s][^,]*(?:,\s*[^,\s][^,]*)*$/, 'must be phrases separated by commas, none empty');

/** A group of synonyms in the three languages: its id, its kind and its phrases. */
const conceptGroupSchema = z.tuple([conceptId, conceptKindSchema, phraseList]);
type ConceptGroup = z.infer<typeof conceptGroupSchema>;

/** A concept's id, an occupation's ('occupation:nurse'), a technology's ('tech:Power BI'), or every technology ('tech:*'). */
const conceptRef = z.string().regex(/^(?:occupation:[a-z0-9-]+|tech:.+|[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'must be a concept id, occupation:<id> or tech:<label>');
const relatedConceptsSchema = z.record(conceptRef, z.array(conceptRef).min(1));

/** A one-word form, and the words that give it another sense when among the two before it, or right after it. */
const otherSenseSchema = z.tuple([z.string().regex(/^\S+$/, 'must be one word'), z.string(), z.string()]);
type OtherSense = z.infer<typeof otherSenseSchema>;

export const CONCEPT_GROUPS: readonly ConceptGroup[] = parseVocabulary('concept groups', conceptGroupSchema, [
  ['sales', 'hard', 'ventas, vendedor, venta, comercial, sales, selling, salesperson, vendas, vendedor, vender'],
  ['customer-service', 'hard', 'atención al cliente, atención al público, servicio al cliente, customer service, customer care, client service, atendimento ao cliente, atendimento ao público, customer experience, atendimento, agente de atendimento, teleoperador, teleoperadora, telemarketing, call center, call centre, contact center, contact centre, centro de llamadas, atención telefónica, atendimento telefônico, customer support, customer success, sac'],
  ['retail', 'hard', 'retail, comercio minorista, tienda, varejo, loja, store'],
  ['cash', 'hard', 'caja, cajero, cash handling, cashier, till, point of sale, punto de venta, caixa, operador de caixa, pos'],
  ['stock', 'hard', 'inventario, stock, reposición, inventory, stock control, estoque, reposição'],
  ['warehouse', 'hard', 'almacén, depósito, warehouse, armazém, almoxarifado, picking'],
  ['forklift', 'hard', 'autoelevador, montacargas, forklift, empilhadeira, clark'],
  ['logistics', 'hard', 'logística, logistics, supply chain, cadena de suministro, cadeia de suprimentos, centro de distribución, distribution center, distribution centre, centro de distribuição, distribución física, physical distribution, distribuição física'],
  ['nursing', 'hard', 'enfermería, enfermero, nursing, nurse, enfermagem, enfermeiro, registered nurse, rn'],
  ['patient-care', 'hard', 'cuidado de pacientes, atención de pacientes, patient care, patient-centred care, patient-centered care, cuidado ao paciente, assistência ao paciente, pacientes, patients'],
  ['medication', 'hard', 'medicación, medicamentos, administración de medicamentos, medication, medications, medication administration, medicação, medicamentos'],
  ['vital-signs', 'hard', 'signos vitales, vital signs, vitals, sinais vitais'],
  ['wound-care', 'hard', 'curaciones, cuidado de heridas, wound care, wound dressing, dressing changes, curativos, feridas'],
  ['infection-control', 'hard', 'bioseguridad, control de infecciones, infection control, infection-control, biossegurança, controle de infecção, isolation precautions'],
  ['cpr', 'credential', 'rcp, reanimación cardiopulmonar, resucitación cardiopulmonar, cardiopulmonary resuscitation, reanimação cardiopulmonar, soporte vital básico, cpr, basic life support, bls, acls, advanced cardiovascular life support, rcp, suporte básico de vida'],
  // First aid is a course anyone takes; life support (BLS) is a clinician's certification.
  ['first-aid', 'credential', 'primeros auxilios, first aid, primeiros socorros'],
  ['icu', 'hard', 'terapia intensiva, cuidados intensivos, uci, uti, intensive care, icu, critical care, unidade de terapia intensiva'],
  ['emergency', 'hard', 'urgencias, emergencias, guardia, emergency, emergency department, pronto-socorro, pronto socorro, emergência'],
  ['inpatient', 'hard', 'internación, hospitalización, inpatient, ward, internação, surgical ward, med-surg, med surg, medical-surgical, medical surgical, acute care, acute-care, telemetry, hospital unit, unidad de hospitalización, enfermaria'],
  ['ehr', 'hard', 'historia clínica electrónica, historia clínica, electronic health records, electronic health record, electronic medical records, ehr, emr, prontuário eletrônico, prontuário'],
  ['surgery', 'hard', 'cirugía, quirófano, surgical, surgery, postoperative, post-operative, cirurgia, centro cirúrgico'],
  ['aged-care', 'hard', 'geriatría, adultos mayores, aged care, elderly care, long-term care, geriatria, idosos, dementia'],
  ['professional-registration', 'credential', 'matrícula profesional, matrícula, colegiado, colegiatura, registro profesional, professional registration, registered, registration, licensed, license to practice, registro profissional, coren, crf, crea, ahpra'],
  ['software-development', 'hard', 'desarrollo de software, programador, desarrollador, software development, software engineering, programming, developer, software engineer, desenvolvimento de software, desenvolvedor, programador, linguagens de programação, lenguajes de programación'],
  ['computing', 'hard', 'informática, cs, ingeniería en sistemas, ingeniero en sistemas, ingeniería informática, licenciatura en sistemas, analista de sistemas, sistemas de información, computación, ciencias de la computación, computer science, computer engineering, computing, information systems, information technology, ciência da computação, computação, sistemas de informação, engenharia de computação, análise e desenvolvimento de sistemas, tecnologia da informação, tecnologías de la información'],
  ['web-development', 'hard', 'desarrollo web, web development, desenvolvimento web, web applications, aplicaciones web, aplicações web, websites, sitios web'],
  ['frontend', 'hard', 'frontend, front-end, front end, interfaces de usuario, user interface, ui'],
  ['backend', 'hard', 'backend, back-end, back end, apis, api, rest, restful, microservicios, microservices, microsserviços'],
  ['databases', 'hard', 'bases de datos, base de datos, databases, database, banco de dados, bancos de dados, sql, nosql'],
  ['cloud', 'hard', 'nube, cloud, cloud computing, cloud-native, computação em nuvem, nuvem, aws, azure, gcp, google cloud'],
  // Containers are shown by the tools that run them: a CV that ships services in Docker or Kubernetes works with containers.
  ['containers', 'hard', 'contenedores, containers, contêineres, containerización, contenerización, containerization, containerisation, containerised, containerized, conteinerização, docker, kubernetes, k8s, podman, openshift'],
  ['devops', 'hard', 'devops, ci/cd, ci cd, continuous integration, integración continua, integração contínua, pipelines'],
  // Software tests by name: 'testing' alone is as often a blood test or a driving test.
  ['testing', 'hard', 'unit tests, unit testing, integration tests, integration testing, automated tests, automated testing, test automation, end-to-end tests, e2e tests, software testing, functional testing, pruebas funcionales, pruebas de funcionamiento, testes funcionais, pruebas unitarias, pruebas automatizadas, pruebas de integración, testes unitários, testes automatizados, testes de integração, qa, quality assurance, tdd, test-driven, orientado a testes, jest, junit, xunit, nunit, pytest, selenium, cypress, playwright'],
  ['version-control', 'hard', 'git, github, gitlab, control de versiones, version control, controle de versão'],
  ['agile', 'hard', 'agile, ágil, ágiles, scrum, kanban, metodologías ágiles, metodologias ágeis, ágeis'],
  ['machine-learning', 'hard', 'machine learning, machine-learning, aprendizaje automático, aprendizado de máquina, deep learning, inteligencia artificial, artificial intelligence, inteligência artificial, neural networks, redes neuronales'],
  ['data-analysis', 'hard', 'análisis de datos, data analysis, data analytics, análise de dados, data science, ciencia de datos, ciência de dados, estadística, estadísticas, statistics, statistical, estatística, estatísticas, data analyst, analista de datos, analista de dados, data scientist, científico de datos, cientista de dados, bi analyst, business intelligence analyst, analista de bi, analista de inteligencia de negocios, statistician, estadístico, estatístico, analysing data, analyzing data, analizar datos, analisar dados'],
  ['office', 'hard', 'office, microsoft office, paquete office, pacote office, excel, word, powerpoint, hojas de cálculo, spreadsheets, planilhas'],
  ['accounting', 'hard', 'contabilidad, contable, contables, contador, contadora, contador público, contaduría, contaduria pública, ciencias contables, =accounting, accountant, bookkeeping, bookkeeper, cpa, contabilidade, contábil, contabilista, ciências contábeis, accountancy'],
  ['billing', 'hard', 'facturación, facturas, factura, billing, invoicing, invoices, faturamento, faturas, notas fiscais, nota fiscal'],
  ['payables-receivables', 'hard', 'cuentas por pagar, cuentas por cobrar, cuentas a pagar, cuentas a cobrar, accounts payable, accounts receivable, contas a pagar, contas a receber, pagos, cobros, pagos a proveedores, pago a proveedores, cheques a proveedores, supplier payments, vendor payments, pagamento a fornecedores, pagamentos a fornecedores'],
  // Calling customers who owe is a call-centre trade of its own, not keeping the ledger of what is owed.
  ['collections', 'hard', 'cobranza, cobranzas, cobrança, cobranças, collections, debt collection, recuperación de cartera, recuperação de crédito, cobrador'],
  ['bank-reconciliation', 'hard', 'conciliaciones bancarias, conciliación bancaria, conciliaciones, bank reconciliation, bank reconciliations, reconciliations, conciliação bancária, conciliações'],
  ['taxes', 'hard', 'impuestos, tributos, tributario, =retenciones, =retención, =retenções, withholding tax, iva, taxes, tax, vat, impostos, tributário, tributos'],
  ['ifrs', 'hard', 'niif, ifrs, normas internacionales de información financiera, international financial reporting standards, normas internacionais de contabilidade, ias'],
  ['treasury', 'hard', 'tesorería, treasury, tesouraria, flujo de caja, cash flow, fluxo de caixa'],
  ['payroll', 'hard', 'nómina, nóminas, payroll, folha de pagamento, liquidación de sueldos'],
  ['purchasing', 'hard', 'compras, comprador, compradora, abastecimiento, aprovisionamiento, adquisiciones, procurement, purchasing, buyer, strategic sourcing, global sourcing, sourcing specialist, sourcing analyst, sourcing manager, suprimentos, suprimento, aquisições, purchase'],
  ['suppliers', 'hard', 'proveedores, proveedor, suppliers, supplier, vendors, vendor, fornecedores, fornecedor'],
  ['negotiation', 'hard', 'negociación, negociaciones, negociar, negotiation, negotiations, negotiating, negotiated, negociação, negociações'],
  ['quotations', 'hard', 'cotizaciones, cotización, quotations, quotation, quotes, rfq, rfqs, rfp, cotações, cotação'],
  ['purchase-orders', 'hard', 'órdenes de compra, orden de compra, purchase orders, purchase order, pedidos de compra, pedido de compra'],
  ['erp', 'hard', 'erp, sistema erp, mrp, sistema contable, software contable, accounting software, sistema de gestión, sistema de gestão'],
  ['materials-planning', 'hard', 'planificación de materiales, gestión de materiales, material planning, materials planning, materials management, master planning, planejamento de materiais, gestão de materiais, materials manager'],
  ['manufacturing', 'hard', 'industrial, industria, industry, manufacturing, manufactura, fabricación, indústria, fábrica, factory, plant, planta industrial, production plant'],
  ['aviation', 'hard', 'aeronáutico, aeronáutica, aviación, aviação, aviation, aerospace, aeroespacial, aircraft, aeronaves, airline, aerolínea, aeronautical'],
  ['reporting', 'hard', 'reportes, informes, reports, reporting, relatórios'],
  // A dashboard is a BI tool's work; a report can be any written account ('report them in a timely manner').
  ['dashboards', 'hard', 'dashboards, dashboard, tableros, tablero de control, cuadro de mando, cuadros de mando, painéis, painel, business intelligence, bi'],
  ['food-safety', 'credential', 'manipulador de alimentos, manipuladora de alimentos, manipulación de alimentos, food handler, food handling, food safety, food hygiene, servsafe, haccp, appcc, manipulação de alimentos, boas práticas de manipulação'],
  ['research', 'hard', 'investigación, investigador, investigadora, research, researcher, pesquisa, pesquisador, pesquisadora, publicaciones, publications, publicações, artículos científicos, papers, peer-reviewed'],
  ['gis', 'hard', 'sig, gis, sistemas de información geográfica, geographic information systems, geographical information systems, qgis, arcgis, geoprocessamento, geoprocesamiento, teledetección, remote sensing, sensoriamento remoto'],
  ['quota-sales', 'hard', 'metas de venta, metas de ventas, metas de vendas, metas comerciais, cuotas de venta, quota, quotas, sales quota, sales targets, sales goals, objetivos comerciales, objetivos de venta, exceeded quota'],
  ['crm', 'hard', 'crm, customer relationship management, gestión de clientes, gestão de relacionamento com o cliente, help desk software, ticketing, zendesk, freshdesk'],
  ['b2b', 'hard', 'b2b, business-to-business, business to business, clientes corporativos, corporate clients, venta consultiva, consultative selling, outside sales, field sales, account management, account manager, key accounts, cuentas clave, grandes cuentas'],
  ['portfolio', 'hard', 'portafolio, portfolio, portfólio, behance, dribbble'],
  ['mathematics', 'hard', 'matemáticas, matemática, matemático, mathematics, maths, math, mathematician, matemáticas aplicadas, applied mathematics, matemática aplicada'],
  ['economics', 'hard', 'economía, economista, economics, economist, economia, ciencias económicas, ciências econômicas'],
  ['engineering', 'hard', 'ingeniería, ingeniero, ingeniera, engineering, engineer, engenharia, engenheiro, engenheira'],
  // Branches of engineering are fields of their own: 'Engenharia de Produção' is not any engineering degree.
  ['industrial-engineering', 'hard', 'ingeniería industrial, ingeniero industrial, ingeniera industrial, ingeniería de producción, ingeniería de organización industrial, industrial engineering, industrial engineer, production engineering, manufacturing engineering, engenharia de produção, engenheiro de produção, engenheira de produção, engenharia industrial'],
  ['civil-engineering', 'hard', 'ingeniería civil, ingeniero civil, ingeniera civil, ingeniería de caminos, ingeniero de caminos, caminos canales y puertos, civil engineering, civil engineer, structural engineering, structural engineer, engenharia civil, engenheiro civil, engenheira civil'],
  ['mechanical-engineering', 'hard', 'ingeniería mecánica, ingeniero mecánico, ingeniera mecánica, mechanical engineering, mechanical engineer, engenharia mecânica, engenheiro mecânico, engenheira mecânica'],
  ['electrical-engineering', 'hard', 'ingeniería eléctrica, ingeniero eléctrico, ingeniera eléctrica, ingeniero electricista, ingeniería electrónica, ingeniero electrónico, electrical engineering, electrical engineer, electronics engineering, electronic engineering, electronics engineer, engenharia elétrica, engenheiro eletricista, engenharia eletrônica, engenheiro eletrônico'],
  ['chemical-engineering', 'hard', 'ingeniería química, ingeniero químico, ingeniera química, chemical engineering, chemical engineer, engenharia química, engenheiro químico, engenheira química'],
  // Fields of study as degrees name them in each language ('Ph.D in Physical Geography' for 'Doctorado en Geografía').
  ['geography', 'hard', 'geografía, geography, geografia, geógrafo, geógrafa, geographer'],
  ['geology', 'hard', 'geología, geology, geologia, geólogo, geóloga, geologist, geomorfología, geomorphology, geomorfologia'],
  ['geophysics', 'hard', 'geofísica, geophysics, geofísico, geophysicist'],
  ['biology', 'hard', 'biología, biology, biologia, biólogo, bióloga, biologist, ciencias biológicas, biological sciences, ciências biológicas'],
  ['chemistry', 'hard', 'química, chemistry, químico, chemist, ingeniería química, chemical engineering'],
  ['law', 'hard', 'derecho, abogado, abogada, law, lawyer, attorney, direito, advogado, advogada, ciencias jurídicas, ciências jurídicas'],
  ['psychology', 'hard', 'psicología, psychology, psicologia, psicólogo, psicóloga, psychologist'],
  ['journalism', 'hard', 'periodismo, periodista, journalism, journalist, jornalismo, jornalista, comunicación social, comunicação social'],
  ['finance', 'hard', 'finanzas, financiero, finance, financial, finanças, financeiro, presupuesto, budget, orçamento, budgetary'],
  ['administration', 'hard', 'administración, administrativo, administration, administrative, office administration, administração, administrativo, gestión administrativa'],
  ['human-resources', 'hard', 'recursos humanos, rrhh, human resources, hr, recruitment, reclutamiento, selección de personal, recrutamento, seleção'],
  ['marketing', 'hard', 'marketing, mercadotecnia, publicidad, advertising, publicidade, redes sociales, social media, mídias sociais, redes sociais'],
  // The field; its tools (Photoshop, Illustrator, Figma…) are technologies of their own, each asked for by name.
  ['design', 'hard', 'diseño gráfico, graphic design, design gráfico, diseño, design, ux, ui, identidad visual, identidade visual, visual identity, branding, diseñador gráfico, diseñadora gráfica, graphic designer, designer gráfico, designer, diseñador, diseñadora, comunicación visual, comunicação visual, visual communication, programação visual'],
  ['visual-arts', 'hard', 'artes visuales, artes visuais, visual arts, bellas artes, belas artes, fine arts, artes plásticas'],
  ['teaching', 'hard', 'docencia, enseñanza, profesor, profesora, docente, catedrático, teaching, teacher, lecturer, tutor, tutoring, teaching assistant, instructor, ensino, professor, professora, docência, aulas, classes, cursos dictados, courses taught'],
  ['cooking', 'hard', 'cocina, cocinero, cocinera, cooking, cook, chef, culinary, kitchen, cozinha, cozinheiro, cozinheira, gastronomía, gastronomia, line cook, prep cook, lead cook, sous chef, jefe de partida, chef de partie, ayudante de cocina, kitchen assistant, auxiliar de cozinha, banquetes, banquets, catering, buffet'],
  ['cleaning', 'hard', 'limpieza, cleaning, housekeeping, limpeza, higiene'],
  ['driving', 'hard', 'conducción, manejo de vehículos, driving, driver, chofer, conductor, motorista, direção'],
  ['electricity', 'hard', 'electricidad, electricista, electrical, electrician, eletricidade, eletricista'],
  ['maintenance', 'hard', 'mantenimiento, maintenance, manutenção, reparación, repair, reparo'],
  ['welding', 'hard', 'soldadura, soldador, welding, welder, soldagem'],
  ['construction', 'hard', 'construcción, obra, construction, building site, construção, obras'],
  ['security', 'hard', 'seguridad, vigilancia, vigilador, security, security guard, segurança, vigilante, cybersecurity, ciberseguridad, penetration testing, hacking'],
  ['project-management', 'hard', 'gestión de proyectos, project management, gestão de projetos, pmp, project manager, jefe de proyecto'],
  ['leadership', 'soft', 'liderazgo, liderar, coordinación de equipos, leadership, lead, led, team lead, managed a team, liderança, coordenação de equipes, gestión de equipos, people management, mentor'],
  ['teamwork', 'soft', 'trabajo en equipo, teamwork, team work, collaborative, colaboración, trabalho em equipe, colaboração, multidisciplinary team, equipo multidisciplinario'],
  ['customer-orientation', 'soft', 'orientación al cliente, orientado al cliente, orientada al cliente, orientación al servicio, vocación de servicio, orientación de servicio, customer focus, customer orientation, customer oriented, customer-oriented, customer centric, customer-centric, client focus, client-focused, customer-focused, service-minded, service oriented, orientação ao cliente, orientado ao cliente, orientada ao cliente, foco no cliente, foco em cliente, foco no atendimento'],
  ['communication', 'soft', 'comunicación, communication, comunicação, oral y escrita, written and verbal, oral e escrita'],
  ['responsibility', 'soft', 'responsabilidad, responsable, responsibility, responsible, accountable, responsabilidade, responsável, compromiso, commitment, comprometimento'],
  ['proactivity', 'soft', 'proactividad, proactivo, proactive, proactively, proatividade, proativo, iniciativa, initiative'],
  ['organisation', 'soft', 'organización, organizado, organisational, organizational, organised, organized, organização, organizado, time management, gestión del tiempo'],
  ['problem-solving', 'soft', 'resolución de problemas, problem solving, problem-solving, resolução de problemas, pensamiento crítico, critical thinking'],
  ['weekends', 'soft', 'fines de semana, fin de semana, sábados, domingos, sábados y domingos, feriados, festivos, weekends, weekend, saturdays, sundays, holidays, finais de semana, fim de semana, sábados e domingos, feriados'],
  ['shifts', 'soft', 'turnos, turnos rotativos, turnos partidos, turno noche, turno nocturno, rotating shifts, shifts, night shifts, 12-hour shifts, shift work, escala de trabalho, escala de revezamento, escalas de plantão, plantões, plantão, turnos de revezamento'],
  // A named schedule is asked for by name: any shift work is not six days on and one off.
  ['schedule-6x1', 'soft', 'escala 6x1, 6x1'],
  ['schedule-12x36', 'soft', 'escala 12x36, 12x36'],
  ['schedule-5x2', 'soft', 'escala 5x2, 5x2'],
  ['travel', 'soft', 'viajar, viajes, travel, travelling, traveling, viagens, viajar a'],
  ['relocation', 'soft', 'relocation, relocate, mudanza, reubicación, mudança, reubicarse'],
  ['availability', 'soft', 'disponibilidad inmediata, immediate availability, available immediately, disponibilidade imediata, incorporación inmediata'],
  ['remote', 'soft', 'remoto, remote, home office, teletrabajo, trabajo remoto, trabalho remoto'],
], (group) => group[0]);

/**
 * Concepts that show work in a field without naming it: a nurse's jobs speak of patients and
 * medication, a developer's of APIs and databases. Used to tell which jobs count for years of experience.
 */
/** The kitchen's roles beside the cook's. */
const KITCHEN_ROLES = ['occupation:chef', 'occupation:kitchen-assistant', 'occupation:pastry-chef', 'occupation:pizza-maker', 'occupation:baker'];

export const RELATED_CONCEPTS: Readonly<Record<string, readonly string[]>> = relatedConceptsSchema.parse({
  nursing: ['patient-care', 'medication', 'vital-signs', 'wound-care', 'icu', 'emergency', 'inpatient', 'surgery', 'aged-care', 'infection-control', 'occupation:nurse', 'occupation:nursing-assistant'],
  'patient-care': ['nursing', 'medication', 'vital-signs', 'aged-care', 'occupation:nurse', 'occupation:nursing-assistant'],
  'software-development': ['web-development', 'frontend', 'backend', 'databases', 'testing', 'devops', 'cloud', 'version-control', 'agile', 'machine-learning', 'tech:*', 'occupation:software-developer'],
  'web-development': ['software-development', 'frontend', 'backend', 'tech:*'],
  sales: ['customer-service', 'retail', 'cash'],
  // Serving guests at tables, a front desk, a till or a help desk is serving customers.
  'customer-service': ['sales', 'retail', 'cash', 'occupation:waiter', 'occupation:bartender', 'occupation:barista', 'occupation:receptionist', 'occupation:hotel-receptionist', 'occupation:cashier', 'occupation:call-center-agent', 'occupation:telemarketer', 'occupation:customer-service-representative', 'occupation:it-support'],
  logistics: ['warehouse', 'stock', 'forklift', 'driving', 'occupation:logistics-analyst', 'occupation:warehouse-worker', 'occupation:forklift-operator', 'occupation:inventory-controller', 'occupation:foreign-trade-analyst', 'occupation:truck-driver'],
  // A supply chain's or a stockroom's jobs are warehouse work: receiving, storing, counting and shipping goods.
  warehouse: ['logistics', 'stock', 'forklift', 'occupation:warehouse-worker', 'occupation:forklift-operator', 'occupation:stock-clerk', 'occupation:inventory-controller', 'occupation:logistics-analyst'],
  stock: ['warehouse', 'logistics', 'occupation:stock-clerk', 'occupation:inventory-controller', 'occupation:warehouse-worker'],
  driving: ['occupation:truck-driver', 'occupation:delivery-driver', 'occupation:driver', 'occupation:bus-driver', 'occupation:tractor-driver'],
  'data-analysis': ['machine-learning', 'databases', 'office', 'reporting', 'dashboards', 'tech:Power BI', 'tech:Tableau', 'tech:Looker Studio', 'tech:Qlik', 'occupation:data-analyst', 'occupation:data-scientist', 'occupation:business-analyst'],
  // A bookkeeper's jobs are named by what they keep: invoices, payables, reconciliations, treasury, payroll, taxes.
  // A chartered accountant, an auditor and a head of finance keep and sign the books as well.
  accounting: ['billing', 'payables-receivables', 'bank-reconciliation', 'treasury', 'payroll', 'taxes', 'ifrs', 'occupation:accountant', 'occupation:accounting-assistant', 'occupation:auditor', 'occupation:tax-analyst', 'occupation:finance-manager'],
  finance: ['accounting', 'treasury', 'taxes', 'ifrs', 'bank-reconciliation', 'payables-receivables', 'occupation:financial-analyst', 'occupation:treasury-analyst', 'occupation:finance-manager', 'occupation:accountant', 'occupation:auditor', 'occupation:credit-analyst'],
  'human-resources': ['payroll', 'occupation:hr-generalist', 'occupation:recruiter', 'occupation:hr-manager', 'occupation:payroll-analyst', 'occupation:training-specialist', 'occupation:hr-assistant'],
  marketing: ['occupation:marketing-analyst', 'occupation:digital-marketing-specialist', 'occupation:community-manager', 'occupation:copywriter', 'occupation:seo-specialist', 'occupation:marketing-manager', 'occupation:communications-specialist'],
  design: ['visual-arts', 'occupation:graphic-designer', 'occupation:ux-ui-designer', 'occupation:web-designer'],
  teaching: ['occupation:primary-teacher', 'occupation:teacher', 'occupation:english-teacher', 'occupation:preschool-teacher', 'occupation:tutor', 'occupation:university-lecturer'],
  construction: ['occupation:bricklayer', 'occupation:construction-laborer', 'occupation:site-foreman', 'occupation:civil-engineer', 'occupation:carpenter', 'occupation:surveyor'],
  // A branch of engineering is worked in its sector: a civil engineer's on building sites, an industrial one's on the shop floor.
  'civil-engineering': ['construction', 'occupation:civil-engineer', 'occupation:site-foreman', 'occupation:surveyor'],
  'industrial-engineering': ['manufacturing', 'occupation:industrial-engineer', 'occupation:production-planner', 'occupation:quality-inspector'],
  'mechanical-engineering': ['occupation:mechanical-engineer', 'occupation:maintenance-technician'],
  'electrical-engineering': ['electricity', 'occupation:electrical-engineer', 'occupation:electrician', 'occupation:electronics-technician'],
  electricity: ['occupation:electrician', 'occupation:electrical-engineer', 'occupation:electronics-technician'],
  maintenance: ['occupation:maintenance-technician', 'occupation:hvac-technician', 'occupation:electrician', 'occupation:handyman', 'occupation:heavy-equipment-mechanic'],
  manufacturing: ['occupation:production-operator', 'occupation:cnc-machinist', 'occupation:quality-inspector', 'occupation:industrial-engineer', 'occupation:packaging-operator', 'occupation:sewing-machine-operator', 'occupation:production-planner'],
  cleaning: ['occupation:cleaner', 'occupation:room-attendant', 'occupation:domestic-worker', 'occupation:laundry-worker'],
  security: ['occupation:security-guard', 'occupation:cctv-operator', 'occupation:doorman'],
  purchasing: ['suppliers', 'purchase-orders', 'quotations', 'occupation:buyer'],
  law: ['occupation:lawyer', 'occupation:paralegal', 'occupation:compliance-analyst'],
  // A cook's years are spent in kitchens, as a chef or a kitchen assistant too (an assistant's counting half, experience.ts).
  cooking: ['occupation:cook', ...KITCHEN_ROLES],
  'occupation:cook': ['cooking', ...KITCHEN_ROLES],
  // Payables, receivables, invoices and reconciliations are kept by a treasury's and an accounting office's staff.
  'payables-receivables': ['treasury', 'accounting', 'billing', 'bank-reconciliation', 'occupation:treasury-analyst', 'occupation:accountant', 'occupation:accounting-assistant'],
  // Office routines are kept by assistants, receptionists and clerks, and by the bookkeepers beside them.
  administration: [
    'billing', 'payables-receivables', 'payroll', 'accounting',
    'occupation:administrative-assistant', 'occupation:executive-assistant', 'occupation:receptionist', 'occupation:data-entry-clerk', 'occupation:office-manager', 'occupation:accountant', 'occupation:accounting-assistant',
  ],
});

/**
 * Words that, among the two before or right after a one-word form, give it another sense: 'Data
 * Collection' is no debt collection, 'stock prices' no inventory, 'Office of the Comptroller' no Microsoft Office,
 * 'Inglés: Intermedio (A2)' no A2 software.
 */
/**
 * Skills a kind of work shows without naming them, one way: whoever served customers at a counter, a table or on the
 * phone, or sold to them, showed customer orientation; a CV that claims customer orientation has not thereby served any.
 */
export const SHOWN_BY: Readonly<Record<string, readonly string[]>> = relatedConceptsSchema.parse({
  'customer-orientation': ['customer-service', 'sales', 'occupation:salesperson', 'occupation:waiter', 'occupation:receptionist', 'occupation:call-center-agent', 'occupation:telemarketer', 'occupation:customer-service-representative', 'occupation:it-support'],
});

export const OTHER_SENSES: readonly OtherSense[] = parseVocabulary('other senses', otherSenseSchema, [
  ['collection', 'data java', ''],
  ['stock', '', 'price prices market markets exchange option options trading'],
  // Designing a database, a system or a course is engineering or teaching, not graphic design; nor is
  // 'designing, building and testing' software, an audit's 'Planificación, Diseño y Ejecución' or the
  // 'design of investment portfolios'.
  ...['design', 'designing', 'designer', 'diseño', 'diseñador'].map(
    (word): [string, string, string] => [
      word,
      'database databases system systems software circuit mechanical structural instructional curriculum experimental research process api planificación planning planejamento',
      'base bases datos database sistemas sistema software circuitos mecánico estructural instruccional instrucional curricular experimentos procesos processos api banco build building develop developing development implement implementing implementation code coding test testing deploy deploying maintain maintaining ejecución execution execução investment inversión investimento',
    ],
  ),
  // An investment portfolio, and its management, is no designer's.
  ...['portfolio', 'portafolio', 'portfólio'].map(
    (word): [string, string, string] => [
      word,
      'investment inversión investimento gestión gestão management hedge',
      'management hedging optimization optimización otimização inversión inversiones investimento investimentos investment financiero financeiro',
    ],
  ),
  // Cash flow is a treasurer's or an analyst's, not a till's; nor is a savings bank ('Caixa Econômica Federal',
  // 'Catalunya Caixa', 'Caja de Ahorros', a Colombian 'Caja de Compensación Familiar') one.
  ['caixa', 'fluxo catalunya fundació fundacio', 'econômica economica geral'],
  ['caja', 'flujo', 'ahorros compensación compensacion madrid rural laboral popular'],
  ['cash', '', 'flow flows'],
  // Building a web page, an application or a model is software work, not a building site's.
  ...['construcción', 'construção', 'construction'].map(
    (word): [string, string, string] => [
      word,
      '',
      'página páginas web website websites sitio sitios site sites software aplicación aplicaciones aplicação aplicações application applications app apps api apis sistema sistemas system systems modelo modelos model models interfaz interfaces',
    ],
  ),
  ['office', 'head post box front back branch', 'comptroller manager administrator assistant hours space building supplies'],
  [
    'a2',
    'inglés english inglês español spanish espanhol portugués portuguese português francés french francês alemán german alemão italiano italian intermedio intermediate básico basic nivel level levels a1 b1',
    'basic user',
  ],
], (sense) => sense[0]);
