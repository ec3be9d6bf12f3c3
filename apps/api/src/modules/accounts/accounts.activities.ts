import type { Language } from '@postula/contract/constants';

/**
 * Business activities a company chooses from at registration. The ids are stored with each company and
 * must never be renumbered; add new ones at the end.
 */
const activities: { id: number; es: string; en: string; pt: string }[] = [
  { id: 1, es: 'Tecnología y software', en: 'Technology and software', pt: 'Tecnologia e software' },
  { id: 2, es: 'Comercio minorista', en: 'Retail', pt: 'Varejo' },
  { id: 3, es: 'Comercio mayorista y distribución', en: 'Wholesale and distribution', pt: 'Atacado e distribuição' },
  { id: 4, es: 'Industria y manufactura', en: 'Manufacturing and industry', pt: 'Indústria e manufatura' },
  { id: 5, es: 'Construcción e inmobiliaria', en: 'Construction and real estate', pt: 'Construção e imobiliário' },
  { id: 6, es: 'Salud y servicios médicos', en: 'Health and medical services', pt: 'Saúde e serviços médicos' },
  { id: 7, es: 'Educación y formación', en: 'Education and training', pt: 'Educação e formação' },
  { id: 8, es: 'Finanzas, banca y seguros', en: 'Finance, banking and insurance', pt: 'Finanças, bancos e seguros' },
  { id: 9, es: 'Logística y transporte', en: 'Logistics and transport', pt: 'Logística e transporte' },
  { id: 10, es: 'Hotelería, turismo y gastronomía', en: 'Hospitality, tourism and food service', pt: 'Hotelaria, turismo e gastronomia' },
  { id: 11, es: 'Agricultura, ganadería y agroindustria', en: 'Agriculture and agribusiness', pt: 'Agricultura, pecuária e agronegócio' },
  { id: 12, es: 'Energía, minería y petróleo', en: 'Energy, mining and oil', pt: 'Energia, mineração e petróleo' },
  { id: 13, es: 'Telecomunicaciones', en: 'Telecommunications', pt: 'Telecomunicações' },
  { id: 14, es: 'Marketing, publicidad y medios', en: 'Marketing, advertising and media', pt: 'Marketing, publicidade e mídia' },
  { id: 15, es: 'Consultoría y servicios profesionales', en: 'Consulting and professional services', pt: 'Consultoria e serviços profissionais' },
  { id: 16, es: 'Recursos humanos y selección de personal', en: 'Human resources and recruitment', pt: 'Recursos humanos e recrutamento' },
  { id: 17, es: 'Servicios legales', en: 'Legal services', pt: 'Serviços jurídicos' },
  { id: 18, es: 'Atención al cliente y centros de contacto', en: 'Customer service and contact centres', pt: 'Atendimento ao cliente e call centers' },
  { id: 19, es: 'Sector público y gobierno', en: 'Public sector and government', pt: 'Setor público e governo' },
  { id: 20, es: 'Organizaciones sin fines de lucro', en: 'Non-profit organisations', pt: 'Organizações sem fins lucrativos' },
  { id: 21, es: 'Seguridad y vigilancia', en: 'Security services', pt: 'Segurança e vigilância' },
  { id: 22, es: 'Limpieza y mantenimiento', en: 'Cleaning and facilities maintenance', pt: 'Limpeza e manutenção' },
  { id: 23, es: 'Automotriz', en: 'Automotive', pt: 'Automotivo' },
  { id: 24, es: 'Farmacéutica y cosmética', en: 'Pharmaceuticals and cosmetics', pt: 'Farmacêutica e cosméticos' },
  { id: 25, es: 'Otra actividad', en: 'Other activity', pt: 'Outra atividade' },
];
const OTHER_ACTIVITY_ID = 25;

export function listActivities(language: Language): { id: number; descripcion: string }[] {
  return activities
    .map((activity) => ({ id: activity.id, descripcion: activity[language] }))
    // Alphabetical in the reader's language, with "Other" always last.
    .sort((a, b) => Number(a.id === OTHER_ACTIVITY_ID) - Number(b.id === OTHER_ACTIVITY_ID) || a.descripcion.localeCompare(b.descripcion, language));
}

export function isKnownActivity(id: number): boolean {
  return activities.some((activity) => activity.id === id);
}
