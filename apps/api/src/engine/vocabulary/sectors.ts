import { parseVocabulary, sectorSchema, type Sector, type SectorId } from './vocabulary-schema';

// Sector-level wording: the profile sentence every occupation of the sector shares, its hashtags, and
// the draft of a position that names the field but no known occupation ('Analista de riesgos' has no
// occupation, but 'Responsable de logística' still deserves a logistics draft rather than a generic one).

export const SECTORS: readonly Sector[] = parseVocabulary('sectors', sectorSchema, [
  {
    id: 'technology',
    keywords: ['tecnologia', 'technology', 'tech', 'software', 'sistemas', 'systems', 'informatica', 'it', 'ti', 'cloud', 'nube', 'web', 'digital', 'datos', 'data', 'dados'],
    hashtags: { es: ['Tecnologia', 'EmpleoIT'], en: ['TechJobs', 'ITJobs'], pt: ['Tecnologia', 'VagasTI'] },
    profile: {
      es: 'Valoramos la curiosidad técnica, el trabajo en equipo y la comunicación clara.',
      en: 'We value technical curiosity, teamwork and clear communication.',
      pt: 'Valorizamos curiosidade técnica, trabalho em equipe e comunicação clara.',
    },
    generic: {
      es: {
        exp: 'en tecnología o sistemas',
        tasks: ['analizar necesidades técnicas y proponer soluciones', 'implementar, documentar y dar soporte a las soluciones del área', 'colaborar con otros equipos técnicos y de negocio'],
        must: ['Formación técnica en Sistemas, Informática o carreras afines.', 'Capacidad de análisis y resolución de problemas.'],
        nice: ['Inglés técnico para leer documentación.', 'Experiencia con metodologías ágiles.'],
      },
      en: {
        exp: 'in technology or IT',
        tasks: ['analyzing technical needs and proposing solutions', 'implementing, documenting and supporting the team\'s solutions', 'working with other technical and business teams'],
        must: ['Technical background in Computer Science, IT or a related field.', 'Strong analytical and problem-solving skills.'],
        nice: ['Certifications related to the role.', 'Experience with agile methods.'],
      },
      pt: {
        exp: 'em tecnologia ou TI',
        tasks: ['analisar necessidades técnicas e propor soluções', 'implementar, documentar e dar suporte às soluções da área', 'colaborar com outros times técnicos e de negócio'],
        must: ['Formação técnica em Sistemas de Informação, Computação ou áreas afins.', 'Capacidade de análise e resolução de problemas.'],
        nice: ['Inglês técnico para leitura de documentação.', 'Experiência com metodologias ágeis.'],
      },
    },
  },
  {
    id: 'sales',
    keywords: ['ventas', 'venta', 'comercial', 'sales', 'vendas', 'commercial', 'negocios', 'business', 'negocios'],
    hashtags: { es: ['Ventas', 'Comercial'], en: ['SalesJobs', 'Sales'], pt: ['Vendas', 'Comercial'] },
    profile: {
      es: 'Valoramos la orientación a resultados, la buena comunicación y el trato cordial con los clientes.',
      en: 'We value a results-driven attitude, good communication and a friendly manner with customers.',
      pt: 'Valorizamos foco em resultados, boa comunicação e cordialidade no atendimento aos clientes.',
    },
    generic: {
      es: {
        exp: 'en ventas',
        tasks: ['gestionar oportunidades comerciales y dar seguimiento a los clientes', 'preparar propuestas y cerrar acuerdos', 'registrar la actividad comercial y reportar resultados'],
        must: ['Orientación a objetivos comerciales.', 'Excelente comunicación y capacidad de negociación.'],
        nice: ['Manejo de un CRM.', 'Licencia de conducir.'],
      },
      en: {
        exp: 'in sales',
        tasks: ['managing sales opportunities and following up with customers', 'preparing proposals and closing deals', 'logging sales activity and reporting results'],
        must: ['Target-driven approach to sales.', 'Excellent communication and negotiation skills.'],
        nice: ['Experience with a CRM.', 'A valid driver\'s license.'],
      },
      pt: {
        exp: 'em vendas',
        tasks: ['gerenciar oportunidades comerciais e acompanhar os clientes', 'elaborar propostas e fechar negócios', 'registrar a atividade comercial e reportar resultados'],
        must: ['Foco em metas comerciais.', 'Excelente comunicação e capacidade de negociação.'],
        nice: ['Experiência com CRM.', 'CNH categoria B.'],
      },
    },
  },
  {
    id: 'retail',
    keywords: ['tienda', 'local', 'sucursal', 'supermercado', 'retail', 'store', 'shop', 'loja', 'varejo', 'comercio', 'mercado'],
    hashtags: { es: ['Retail', 'Comercio'], en: ['RetailJobs', 'Retail'], pt: ['Varejo', 'Comercio'] },
    profile: {
      es: 'Valoramos la buena atención al público, el orden y el trabajo en equipo.',
      en: 'We value great customer service, tidiness and teamwork.',
      pt: 'Valorizamos um bom atendimento ao público, organização e trabalho em equipe.',
    },
    generic: {
      es: {
        exp: 'en comercios o atención al público',
        tasks: ['atender a los clientes en el salón de ventas', 'mantener la mercadería ordenada, exhibida y con precios', 'colaborar con la reposición y el control de stock'],
        must: ['Vocación de servicio y trato amable con el público.', 'Educación secundaria completa.'],
        nice: ['Experiencia en comercios de rubros similares.', 'Disponibilidad para trabajar fines de semana.'],
      },
      en: {
        exp: 'in retail or customer-facing roles',
        tasks: ['serving customers on the shop floor', 'keeping merchandise tidy, displayed and priced', 'helping with restocking and stock control'],
        must: ['A service mindset and a friendly manner with the public.', 'High school diploma or equivalent.'],
        nice: ['Experience in a similar store.', 'Availability to work weekends.'],
      },
      pt: {
        exp: 'no varejo ou em atendimento ao público',
        tasks: ['atender os clientes na loja', 'manter as mercadorias organizadas, expostas e precificadas', 'colaborar com a reposição e o controle de estoque'],
        must: ['Gosto por atendimento e cordialidade com o público.', 'Ensino médio completo.'],
        nice: ['Experiência em lojas do mesmo segmento.', 'Disponibilidade para trabalhar aos fins de semana.'],
      },
    },
  },
  {
    id: 'customer-service',
    keywords: ['atencion', 'cliente', 'clientes', 'customer', 'atendimento', 'soporte', 'support', 'suporte', 'servicio', 'service', 'sac'],
    hashtags: { es: ['AtencionAlCliente'], en: ['CustomerService'], pt: ['Atendimento'] },
    profile: {
      es: 'Valoramos la empatía, la paciencia y la buena comunicación oral y escrita.',
      en: 'We value empathy, patience and good spoken and written communication.',
      pt: 'Valorizamos empatia, paciência e boa comunicação oral e escrita.',
    },
    generic: {
      es: {
        exp: 'en atención al cliente',
        tasks: ['atender consultas de clientes por teléfono, correo y chat', 'resolver reclamos o derivarlos al área que corresponda', 'registrar cada caso y darle seguimiento hasta su cierre'],
        must: ['Excelente comunicación oral y escrita.', 'Manejo de herramientas informáticas básicas.'],
        nice: ['Experiencia con sistemas de tickets o CRM.', 'Conocimientos de otro idioma.'],
      },
      en: {
        exp: 'in customer service',
        tasks: ['answering customer queries by phone, email and chat', 'resolving complaints or routing them to the right team', 'logging every case and following it up until it is closed'],
        must: ['Excellent spoken and written communication.', 'Basic computer skills.'],
        nice: ['Experience with ticketing systems or a CRM.', 'A second language.'],
      },
      pt: {
        exp: 'em atendimento ao cliente',
        tasks: ['atender dúvidas de clientes por telefone, e-mail e chat', 'resolver reclamações ou encaminhá-las à área responsável', 'registrar cada atendimento e acompanhá-lo até a conclusão'],
        must: ['Excelente comunicação oral e escrita.', 'Conhecimentos básicos de informática.'],
        nice: ['Experiência com sistemas de chamados ou CRM.', 'Conhecimento de outro idioma.'],
      },
    },
  },
  {
    id: 'administration',
    keywords: ['administracion', 'administrativo', 'administrativa', 'administration', 'office', 'oficina', 'escritorio', 'compras', 'purchasing', 'operaciones', 'operations', 'operacoes'],
    hashtags: { es: ['Administracion'], en: ['OfficeJobs', 'Admin'], pt: ['Administrativo'] },
    profile: {
      es: 'Valoramos la organización, la atención al detalle y la discreción con la información.',
      en: 'We value organization, attention to detail and discretion with information.',
      pt: 'Valorizamos organização, atenção aos detalhes e discrição com as informações.',
    },
    generic: {
      es: {
        exp: 'en tareas administrativas',
        tasks: ['gestionar documentación, registros y archivos del área', 'dar seguimiento a trámites con proveedores, clientes y otras áreas', 'preparar informes y mantener actualizadas las planillas de control'],
        must: ['Manejo de Excel y de herramientas de oficina.', 'Organización y atención al detalle.'],
        nice: ['Estudios en Administración o carreras afines.', 'Experiencia con sistemas de gestión (ERP).'],
      },
      en: {
        exp: 'in administrative roles',
        tasks: ['handling the department\'s documents, records and files', 'following up on paperwork with suppliers, customers and other teams', 'preparing reports and keeping tracking spreadsheets up to date'],
        must: ['Good command of Excel and office software.', 'Strong organization and attention to detail.'],
        nice: ['Studies in Business Administration or a related field.', 'Experience with ERP systems.'],
      },
      pt: {
        exp: 'em rotinas administrativas',
        tasks: ['gerenciar documentos, registros e arquivos da área', 'acompanhar processos com fornecedores, clientes e outras áreas', 'preparar relatórios e manter as planilhas de controle atualizadas'],
        must: ['Domínio de Excel e ferramentas de escritório.', 'Organização e atenção aos detalhes.'],
        nice: ['Formação em Administração ou áreas afins.', 'Experiência com sistemas de gestão (ERP).'],
      },
    },
  },
  {
    id: 'finance',
    keywords: ['finanzas', 'finance', 'financas', 'contabilidad', 'contable', 'accounting', 'contabilidade', 'contabil', 'tesoreria', 'treasury', 'impuestos', 'tax', 'fiscal', 'riesgos', 'risk', 'riscos', 'creditos', 'banco', 'bank', 'seguros', 'insurance'],
    hashtags: { es: ['Finanzas', 'Contabilidad'], en: ['FinanceJobs', 'Accounting'], pt: ['Financas', 'Contabilidade'] },
    profile: {
      es: 'Valoramos la rigurosidad, la confidencialidad y la capacidad de análisis.',
      en: 'We value rigor, confidentiality and analytical skills.',
      pt: 'Valorizamos rigor, confidencialidade e capacidade analítica.',
    },
    generic: {
      es: {
        exp: 'en finanzas o contabilidad',
        tasks: ['analizar información financiera y preparar reportes', 'controlar registros, conciliaciones y vencimientos', 'colaborar con los cierres y las auditorías'],
        must: ['Título o estudios avanzados en Contabilidad, Finanzas, Economía o Administración.', 'Excel avanzado.'],
        nice: ['Experiencia con sistemas ERP.', 'Conocimiento de la normativa contable e impositiva local.'],
      },
      en: {
        exp: 'in finance or accounting',
        tasks: ['analyzing financial information and preparing reports', 'checking records, reconciliations and due dates', 'supporting month-end closes and audits'],
        must: ['Degree or advanced studies in Accounting, Finance, Economics or Business.', 'Advanced Excel.'],
        nice: ['Experience with ERP systems.', 'Knowledge of local accounting and tax regulations.'],
      },
      pt: {
        exp: 'em finanças ou contabilidade',
        tasks: ['analisar informações financeiras e preparar relatórios', 'controlar lançamentos, conciliações e vencimentos', 'apoiar os fechamentos e as auditorias'],
        must: ['Formação em Ciências Contábeis, Finanças, Economia ou Administração.', 'Excel avançado.'],
        nice: ['Experiência com sistemas ERP.', 'Conhecimento da legislação contábil e tributária.'],
      },
    },
  },
  {
    id: 'health',
    keywords: ['salud', 'health', 'saude', 'clinica', 'clinic', 'hospital', 'sanatorio', 'medico', 'medical', 'enfermeria', 'nursing', 'enfermagem', 'consultorio', 'terapeuta', 'therapist', 'terapia', 'cuidado', 'care'],
    hashtags: { es: ['Salud'], en: ['HealthcareJobs'], pt: ['Saude'] },
    profile: {
      es: 'Valoramos la vocación de servicio, la empatía con los pacientes y el trabajo en equipos interdisciplinarios.',
      en: 'We value a caring attitude, empathy with patients and work in multidisciplinary teams.',
      pt: 'Valorizamos vocação para o cuidado, empatia com os pacientes e trabalho em equipes multidisciplinares.',
    },
    generic: {
      es: {
        exp: 'en servicios de salud',
        tasks: ['atender a pacientes según los protocolos de la institución', 'registrar la información en la historia clínica', 'coordinar con el resto del equipo de salud'],
        must: ['Título habilitante para ejercer la profesión y matrícula vigente.', 'Conocimiento de normas de bioseguridad.'],
        nice: ['Experiencia en instituciones de salud.', 'Manejo de historia clínica electrónica.'],
      },
      en: {
        exp: 'in healthcare',
        tasks: ['caring for patients according to the institution\'s protocols', 'recording information in the patient\'s medical record', 'coordinating with the rest of the care team'],
        must: ['A qualification to practice and current professional registration.', 'Knowledge of infection-control standards.'],
        nice: ['Experience in healthcare institutions.', 'Experience with electronic health records.'],
      },
      pt: {
        exp: 'na área da saúde',
        tasks: ['atender pacientes segundo os protocolos da instituição', 'registrar as informações no prontuário', 'atuar em conjunto com a equipe de saúde'],
        must: ['Formação na área e registro ativo no conselho profissional.', 'Conhecimento de normas de biossegurança.'],
        nice: ['Experiência em instituições de saúde.', 'Experiência com prontuário eletrônico.'],
      },
    },
  },
  {
    id: 'logistics',
    keywords: ['logistica', 'logistics', 'deposito', 'almacen', 'bodega', 'warehouse', 'armazem', 'transporte', 'transport', 'distribucion', 'distribution', 'distribuicao', 'inventario', 'inventory', 'estoque', 'stock', 'expedicion', 'supply'],
    hashtags: { es: ['Logistica'], en: ['Logistics', 'WarehouseJobs'], pt: ['Logistica'] },
    profile: {
      es: 'Valoramos el orden, el cumplimiento de los procedimientos de seguridad y la puntualidad.',
      en: 'We value order, following safety procedures and punctuality.',
      pt: 'Valorizamos organização, respeito aos procedimentos de segurança e pontualidade.',
    },
    generic: {
      es: {
        exp: 'en logística',
        tasks: ['coordinar la recepción, el almacenamiento y el despacho de mercadería', 'controlar inventarios y registrar movimientos en el sistema', 'cumplir con los plazos de entrega y las normas de seguridad'],
        must: ['Manejo de sistemas de gestión de inventario o de Excel.', 'Conocimiento de normas de seguridad en depósitos.'],
        nice: ['Experiencia con sistemas WMS.', 'Licencia de conducir.'],
      },
      en: {
        exp: 'in logistics',
        tasks: ['coordinating the receipt, storage and dispatch of goods', 'controlling inventory and recording movements in the system', 'meeting delivery deadlines and safety rules'],
        must: ['Experience with inventory systems or Excel.', 'Knowledge of warehouse safety rules.'],
        nice: ['Experience with a WMS.', 'A valid driver\'s license.'],
      },
      pt: {
        exp: 'em logística',
        tasks: ['coordenar o recebimento, a armazenagem e a expedição de mercadorias', 'controlar estoques e registrar movimentações no sistema', 'cumprir os prazos de entrega e as normas de segurança'],
        must: ['Experiência com sistemas de controle de estoque ou Excel.', 'Conhecimento das normas de segurança em armazéns.'],
        nice: ['Experiência com sistemas WMS.', 'CNH.'],
      },
    },
  },
  {
    id: 'hospitality',
    keywords: ['restaurante', 'restaurant', 'hotel', 'hotelaria', 'hoteleria', 'gastronomia', 'cocina', 'kitchen', 'cozinha', 'bar', 'cafeteria', 'cafe', 'eventos', 'events', 'turismo', 'tourism', 'catering'],
    hashtags: { es: ['Gastronomia', 'Hoteleria'], en: ['HospitalityJobs'], pt: ['Gastronomia', 'Hotelaria'] },
    profile: {
      es: 'Valoramos la buena atención, la higiene, el trabajo en equipo y la capacidad de mantener la calma en los momentos de mayor demanda.',
      en: 'We value great service, hygiene, teamwork and staying calm at the busiest times.',
      pt: 'Valorizamos um bom atendimento, higiene, trabalho em equipe e calma nos horários de maior movimento.',
    },
    generic: {
      es: {
        exp: 'en gastronomía u hotelería',
        tasks: ['brindar una atención cálida a los huéspedes y comensales', 'mantener el área de trabajo limpia y ordenada', 'cumplir con los estándares de calidad e higiene del establecimiento'],
        must: ['Conocimiento de normas de higiene y manipulación de alimentos.', 'Disponibilidad para trabajar en turnos rotativos, incluidos fines de semana y feriados.'],
        nice: ['Carnet de manipulador de alimentos vigente.', 'Conocimientos de inglés.'],
      },
      en: {
        exp: 'in hospitality',
        tasks: ['giving guests a warm welcome and attentive service', 'keeping the work area clean and tidy', 'meeting the venue\'s quality and hygiene standards'],
        must: ['Knowledge of hygiene and food-handling rules.', 'Availability to work rotating shifts, including weekends and holidays.'],
        nice: ['A current food-handler certificate.', 'A second language.'],
      },
      pt: {
        exp: 'em gastronomia ou hotelaria',
        tasks: ['oferecer um atendimento acolhedor a hóspedes e clientes', 'manter a área de trabalho limpa e organizada', 'cumprir os padrões de qualidade e higiene do estabelecimento'],
        must: ['Conhecimento das normas de higiene e manipulação de alimentos.', 'Disponibilidade para trabalhar em escala, incluindo fins de semana e feriados.'],
        nice: ['Curso de boas práticas de manipulação de alimentos.', 'Conhecimento de inglês.'],
      },
    },
  },
  {
    id: 'education',
    keywords: ['educacion', 'education', 'educacao', 'escuela', 'school', 'escola', 'colegio', 'docencia', 'teaching', 'ensino', 'ensenanza', 'clases', 'aula', 'universidad', 'university', 'academia', 'capacitacion', 'training', 'treinamento'],
    hashtags: { es: ['Educacion', 'Docentes'], en: ['TeachingJobs', 'Education'], pt: ['Educacao', 'Docencia'] },
    profile: {
      es: 'Valoramos la vocación docente, la paciencia y la comunicación cercana con estudiantes y familias.',
      en: 'We value a passion for teaching, patience and close communication with students and families.',
      pt: 'Valorizamos vocação para ensinar, paciência e comunicação próxima com estudantes e famílias.',
    },
    generic: {
      es: {
        exp: 'en docencia',
        tasks: ['planificar y dictar clases según el programa', 'evaluar el progreso de los estudiantes y dar devoluciones', 'comunicarse con las familias y con el equipo directivo'],
        must: ['Título docente o profesional del área.', 'Capacidad para planificar y evaluar aprendizajes.'],
        nice: ['Experiencia con plataformas educativas virtuales.', 'Formación en educación inclusiva.'],
      },
      en: {
        exp: 'in teaching',
        tasks: ['planning and teaching lessons in line with the curriculum', 'assessing student progress and giving feedback', 'communicating with families and school leadership'],
        must: ['A teaching qualification or a degree in the subject.', 'Ability to plan lessons and assess learning.'],
        nice: ['Experience with online learning platforms.', 'Training in inclusive education.'],
      },
      pt: {
        exp: 'em docência',
        tasks: ['planejar e ministrar aulas conforme o programa', 'avaliar o progresso dos estudantes e dar devolutivas', 'manter contato com as famílias e a coordenação'],
        must: ['Licenciatura ou formação na área de atuação.', 'Capacidade de planejar e avaliar a aprendizagem.'],
        nice: ['Experiência com plataformas de ensino on-line.', 'Formação em educação inclusiva.'],
      },
    },
  },
  {
    id: 'trades',
    keywords: ['mantenimiento', 'maintenance', 'manutencao', 'reparacion', 'repair', 'reparo', 'tecnico', 'technician', 'taller', 'workshop', 'oficial', 'instalador', 'installer', 'instalacoes'],
    hashtags: { es: ['Oficios', 'Mantenimiento'], en: ['SkilledTrades'], pt: ['Manutencao', 'ServicosTecnicos'] },
    profile: {
      es: 'Valoramos el trabajo cuidadoso, el cumplimiento de las normas de seguridad y la responsabilidad con los tiempos acordados.',
      en: 'We value careful workmanship, following safety rules and keeping to agreed timelines.',
      pt: 'Valorizamos capricho no trabalho, respeito às normas de segurança e compromisso com os prazos combinados.',
    },
    generic: {
      es: {
        exp: 'en el oficio',
        tasks: ['realizar trabajos de instalación, reparación y mantenimiento', 'diagnosticar fallas y proponer la mejor solución', 'cuidar las herramientas y dejar el área de trabajo ordenada'],
        must: ['Conocimientos técnicos del oficio comprobables.', 'Uso correcto de elementos de protección personal.'],
        nice: ['Certificaciones o cursos técnicos del oficio.', 'Licencia de conducir.'],
      },
      en: {
        exp: 'in the trade',
        tasks: ['carrying out installation, repair and maintenance work', 'diagnosing faults and proposing the best fix', 'looking after tools and leaving the work area tidy'],
        must: ['Proven technical knowledge of the trade.', 'Correct use of personal protective equipment.'],
        nice: ['Trade certifications or technical courses.', 'A valid driver\'s license.'],
      },
      pt: {
        exp: 'na função',
        tasks: ['realizar serviços de instalação, reparo e manutenção', 'diagnosticar falhas e propor a melhor solução', 'cuidar das ferramentas e deixar a área de trabalho organizada'],
        must: ['Conhecimento técnico comprovado na função.', 'Uso correto de EPIs.'],
        nice: ['Cursos técnicos ou certificações na área.', 'CNH.'],
      },
    },
  },
  {
    id: 'construction',
    keywords: ['construccion', 'construction', 'construcao', 'obra', 'obras', 'site', 'edificacion', 'civil', 'arquitectura', 'architecture', 'arquitetura'],
    hashtags: { es: ['Construccion'], en: ['ConstructionJobs'], pt: ['ConstrucaoCivil'] },
    profile: {
      es: 'Valoramos el compromiso con la seguridad en obra, la puntualidad y el trabajo en equipo.',
      en: 'We value a commitment to site safety, punctuality and teamwork.',
      pt: 'Valorizamos compromisso com a segurança na obra, pontualidade e trabalho em equipe.',
    },
    generic: {
      es: {
        exp: 'en obras de construcción',
        tasks: ['ejecutar las tareas asignadas en obra según planos e indicaciones', 'preparar materiales y herramientas para cada etapa', 'cumplir con las normas de seguridad e higiene de la obra'],
        must: ['Conocimientos de construcción comprobables.', 'Uso de elementos de protección personal.'],
        nice: ['Lectura de planos.', 'Cursos de seguridad en obra.'],
      },
      en: {
        exp: 'on construction sites',
        tasks: ['carrying out assigned work on site according to drawings and instructions', 'preparing materials and tools for each stage', 'following site health and safety rules'],
        must: ['Proven construction knowledge.', 'Use of personal protective equipment.'],
        nice: ['Ability to read drawings.', 'Site safety training.'],
      },
      pt: {
        exp: 'em obras',
        tasks: ['executar as tarefas da obra conforme projetos e orientações', 'preparar materiais e ferramentas para cada etapa', 'cumprir as normas de segurança da obra'],
        must: ['Conhecimento comprovado em construção civil.', 'Uso de EPIs.'],
        nice: ['Leitura de projetos.', 'Cursos de segurança do trabalho (NR-18).'],
      },
    },
  },
  {
    id: 'manufacturing',
    keywords: ['produccion', 'production', 'producao', 'planta', 'plant', 'fabrica', 'factory', 'industria', 'industrial', 'manufactura', 'manufacturing', 'linea', 'line', 'calidad', 'quality', 'qualidade'],
    hashtags: { es: ['Industria', 'Produccion'], en: ['Manufacturing'], pt: ['Industria', 'Producao'] },
    profile: {
      es: 'Valoramos la atención a la calidad, el cumplimiento de las normas de seguridad y el trabajo en equipo.',
      en: 'We value attention to quality, following safety rules and teamwork.',
      pt: 'Valorizamos atenção à qualidade, respeito às normas de segurança e trabalho em equipe.',
    },
    generic: {
      es: {
        exp: 'en industria o producción',
        tasks: ['cumplir con los planes de producción del sector', 'controlar la calidad de los procesos y productos', 'respetar las normas de seguridad, orden y limpieza de la planta'],
        must: ['Educación secundaria completa o técnica.', 'Disponibilidad para trabajar en turnos rotativos.'],
        nice: ['Conocimiento de buenas prácticas de manufactura o 5S.', 'Experiencia en plantas industriales.'],
      },
      en: {
        exp: 'in manufacturing',
        tasks: ['meeting the area\'s production plans', 'checking the quality of processes and products', 'following the plant\'s safety, order and cleanliness rules'],
        must: ['High school or technical school diploma.', 'Availability to work rotating shifts.'],
        nice: ['Knowledge of good manufacturing practices or 5S.', 'Experience in industrial plants.'],
      },
      pt: {
        exp: 'na indústria',
        tasks: ['cumprir os planos de produção do setor', 'controlar a qualidade dos processos e produtos', 'respeitar as normas de segurança, organização e limpeza da fábrica'],
        must: ['Ensino médio ou técnico completo.', 'Disponibilidade para trabalhar em turnos.'],
        nice: ['Conhecimento de boas práticas de fabricação ou 5S.', 'Experiência em indústria.'],
      },
    },
  },
  {
    id: 'security',
    keywords: ['seguridad', 'security', 'seguranca', 'vigilancia', 'surveillance', 'vigilancia', 'monitoreo', 'monitoring', 'monitoramento', 'patrimonial'],
    hashtags: { es: ['Seguridad'], en: ['SecurityJobs'], pt: ['Seguranca'] },
    profile: {
      es: 'Valoramos la responsabilidad, la atención permanente y el trato respetuoso con las personas.',
      en: 'We value reliability, constant alertness and a respectful manner with people.',
      pt: 'Valorizamos responsabilidade, atenção constante e tratamento respeitoso com as pessoas.',
    },
    generic: {
      es: {
        exp: 'en seguridad',
        tasks: ['controlar accesos y velar por la seguridad de personas e instalaciones', 'realizar rondas y registrar novedades', 'actuar según los protocolos ante incidentes y emergencias'],
        must: ['Habilitación o curso vigente para trabajar en seguridad, según la normativa local.', 'Antecedentes penales sin registros, con certificado vigente.'],
        nice: ['Curso de primeros auxilios.', 'Manejo de sistemas de monitoreo.'],
      },
      en: {
        exp: 'in security',
        tasks: ['controlling access and keeping people and premises safe', 'doing patrols and logging incidents', 'following protocols in incidents and emergencies'],
        must: ['A valid security license or training as local regulations require.', 'A clean criminal record check.'],
        nice: ['First-aid training.', 'Experience with monitoring systems.'],
      },
      pt: {
        exp: 'em segurança',
        tasks: ['controlar acessos e zelar pela segurança de pessoas e instalações', 'realizar rondas e registrar ocorrências', 'agir conforme os protocolos em incidentes e emergências'],
        must: ['Curso de formação exigido para a função, conforme a legislação.', 'Certidão de antecedentes criminais.'],
        nice: ['Curso de primeiros socorros.', 'Experiência com sistemas de monitoramento.'],
      },
    },
  },
  {
    id: 'cleaning',
    keywords: ['limpieza', 'cleaning', 'limpeza', 'higiene', 'maestranza', 'housekeeping', 'lavanderia', 'laundry'],
    hashtags: { es: ['Limpieza'], en: ['CleaningJobs'], pt: ['Limpeza'] },
    profile: {
      es: 'Valoramos la responsabilidad, la minuciosidad y el cuidado de los espacios y de quienes los usan.',
      en: 'We value reliability, thoroughness and care for the spaces and the people who use them.',
      pt: 'Valorizamos responsabilidade, capricho e cuidado com os espaços e com quem os utiliza.',
    },
    generic: {
      es: {
        exp: 'en limpieza',
        tasks: ['limpiar y desinfectar los espacios asignados', 'reponer insumos y retirar residuos', 'usar correctamente los productos y equipos de limpieza'],
        must: ['Conocimiento del uso seguro de productos de limpieza.', 'Responsabilidad y puntualidad.'],
        nice: ['Experiencia en limpieza de oficinas, comercios o instituciones.', 'Manejo de máquinas de limpieza.'],
      },
      en: {
        exp: 'in cleaning',
        tasks: ['cleaning and disinfecting the assigned areas', 'restocking supplies and removing waste', 'using cleaning products and equipment correctly'],
        must: ['Knowledge of the safe use of cleaning products.', 'Reliability and punctuality.'],
        nice: ['Experience cleaning offices, shops or institutions.', 'Experience with cleaning machines.'],
      },
      pt: {
        exp: 'em limpeza',
        tasks: ['limpar e higienizar os ambientes designados', 'repor materiais e retirar o lixo', 'usar corretamente os produtos e equipamentos de limpeza'],
        must: ['Conhecimento do uso seguro de produtos de limpeza.', 'Responsabilidade e pontualidade.'],
        nice: ['Experiência em limpeza de escritórios, lojas ou instituições.', 'Experiência com máquinas de limpeza.'],
      },
    },
  },
  {
    id: 'agriculture',
    keywords: ['agro', 'agricola', 'agricultural', 'agricultura', 'agriculture', 'campo', 'farm', 'fazenda', 'granja', 'rural', 'cosecha', 'harvest', 'colheita', 'ganaderia', 'livestock', 'pecuaria', 'vivero', 'estancia'],
    hashtags: { es: ['Agro', 'EmpleoRural'], en: ['Agriculture', 'FarmJobs'], pt: ['Agro', 'Agronegocio'] },
    profile: {
      es: 'Valoramos la responsabilidad, el cuidado de los recursos y el respeto por las normas de seguridad en el campo.',
      en: 'We value reliability, care for resources and respect for farm safety rules.',
      pt: 'Valorizamos responsabilidade, cuidado com os recursos e respeito às normas de segurança no campo.',
    },
    generic: {
      es: {
        exp: 'en tareas agropecuarias',
        tasks: ['realizar las labores del campo según el calendario de la explotación', 'cuidar herramientas, maquinaria e instalaciones', 'registrar las tareas realizadas y avisar novedades'],
        must: ['Experiencia en tareas rurales.', 'Conocimiento de normas de seguridad en el uso de maquinaria e insumos.'],
        nice: ['Licencia de conducir.', 'Cursos de buenas prácticas agrícolas.'],
      },
      en: {
        exp: 'in farm work',
        tasks: ['carrying out field work following the farm\'s calendar', 'looking after tools, machinery and facilities', 'recording the work done and reporting issues'],
        must: ['Experience in farm work.', 'Knowledge of safety rules for machinery and agricultural inputs.'],
        nice: ['A valid driver\'s license.', 'Good agricultural practices training.'],
      },
      pt: {
        exp: 'em atividades rurais',
        tasks: ['realizar as atividades do campo conforme o calendário da propriedade', 'cuidar de ferramentas, máquinas e instalações', 'registrar as atividades realizadas e comunicar ocorrências'],
        must: ['Experiência em atividades rurais.', 'Conhecimento das normas de segurança no uso de máquinas e insumos.'],
        nice: ['CNH.', 'Cursos de boas práticas agrícolas.'],
      },
    },
  },
  {
    id: 'marketing',
    keywords: ['marketing', 'mercadeo', 'publicidad', 'advertising', 'publicidade', 'comunicacion', 'communications', 'comunicacao', 'redes', 'social', 'contenido', 'content', 'conteudo', 'marca', 'brand', 'branding'],
    hashtags: { es: ['Marketing', 'MarketingDigital'], en: ['MarketingJobs', 'DigitalMarketing'], pt: ['Marketing', 'MarketingDigital'] },
    profile: {
      es: 'Valoramos la creatividad, la orientación a datos y la buena redacción.',
      en: 'We value creativity, a data-driven mindset and strong writing.',
      pt: 'Valorizamos criatividade, orientação a dados e boa escrita.',
    },
    generic: {
      es: {
        exp: 'en marketing',
        tasks: ['planificar y ejecutar acciones de marketing y comunicación', 'medir resultados y proponer mejoras', 'coordinar con agencias, proveedores y otras áreas'],
        must: ['Estudios en Marketing, Comunicación, Publicidad o carreras afines.', 'Manejo de herramientas de medición como Google Analytics.'],
        nice: ['Experiencia con campañas pagas en buscadores y redes sociales.', 'Conocimientos de diseño básico.'],
      },
      en: {
        exp: 'in marketing',
        tasks: ['planning and running marketing and communication activities', 'measuring results and proposing improvements', 'coordinating with agencies, suppliers and other teams'],
        must: ['Studies in Marketing, Communications, Advertising or a related field.', 'Experience with measurement tools such as Google Analytics.'],
        nice: ['Experience with paid search and social campaigns.', 'Basic design skills.'],
      },
      pt: {
        exp: 'em marketing',
        tasks: ['planejar e executar ações de marketing e comunicação', 'medir resultados e propor melhorias', 'coordenar com agências, fornecedores e outras áreas'],
        must: ['Formação em Marketing, Comunicação, Publicidade ou áreas afins.', 'Domínio de ferramentas de mensuração como Google Analytics.'],
        nice: ['Experiência com mídia paga em buscadores e redes sociais.', 'Noções de design.'],
      },
    },
  },
  {
    id: 'human-resources',
    keywords: ['rrhh', 'rh', 'hr', 'recursos', 'humanos', 'human', 'resources', 'people', 'pessoas', 'talento', 'talent', 'seleccion', 'selecao', 'nomina', 'payroll'],
    hashtags: { es: ['RRHH', 'RecursosHumanos'], en: ['HRJobs', 'HumanResources'], pt: ['RH', 'RecursosHumanos'] },
    profile: {
      es: 'Valoramos la escucha activa, la confidencialidad y la mirada puesta en las personas.',
      en: 'We value active listening, confidentiality and a people-first mindset.',
      pt: 'Valorizamos escuta ativa, confidencialidade e um olhar atento às pessoas.',
    },
    generic: {
      es: {
        exp: 'en Recursos Humanos',
        tasks: ['acompañar los procesos de gestión de personas del área', 'atender consultas de colaboradores y líderes', 'mantener actualizados los registros y legajos del personal'],
        must: ['Estudios en Recursos Humanos, Psicología, Relaciones Laborales o carreras afines.', 'Manejo confidencial de la información.'],
        nice: ['Conocimiento de la legislación laboral.', 'Experiencia con sistemas de gestión de RRHH.'],
      },
      en: {
        exp: 'in Human Resources',
        tasks: ['supporting the people processes of the area', 'answering questions from employees and managers', 'keeping employee records up to date'],
        must: ['Studies in Human Resources, Psychology, Labor Relations or a related field.', 'Confidential handling of information.'],
        nice: ['Knowledge of employment law.', 'Experience with HR information systems.'],
      },
      pt: {
        exp: 'em Recursos Humanos',
        tasks: ['acompanhar os processos de gestão de pessoas da área', 'atender dúvidas de colaboradores e lideranças', 'manter atualizados os registros e documentos dos colaboradores'],
        must: ['Formação em Recursos Humanos, Psicologia, Gestão de Pessoas ou áreas afins.', 'Sigilo no tratamento das informações.'],
        nice: ['Conhecimento da legislação trabalhista (CLT).', 'Experiência com sistemas de RH.'],
      },
    },
  },
  {
    id: 'legal',
    keywords: ['legal', 'juridico', 'juridica', 'derecho', 'law', 'direito', 'abogacia', 'contratos', 'contracts', 'compliance', 'estudio'],
    hashtags: { es: ['Legal', 'Derecho'], en: ['LegalJobs', 'Law'], pt: ['Juridico', 'Direito'] },
    profile: {
      es: 'Valoramos la rigurosidad, la buena redacción y el criterio para resolver con agilidad.',
      en: 'We value rigor, strong drafting and sound judgment to resolve matters quickly.',
      pt: 'Valorizamos rigor, boa redação e bom senso para resolver com agilidade.',
    },
    generic: {
      es: {
        exp: 'en el ámbito legal',
        tasks: ['redactar y revisar documentos legales', 'dar seguimiento a expedientes y plazos', 'asesorar a las áreas internas en temas de su competencia'],
        must: ['Título o estudios avanzados en Derecho.', 'Excelente redacción.'],
        nice: ['Posgrado en el área de práctica.', 'Inglés jurídico.'],
      },
      en: {
        exp: 'in legal roles',
        tasks: ['drafting and reviewing legal documents', 'tracking cases and deadlines', 'advising internal teams on legal matters'],
        must: ['A law degree or advanced law studies.', 'Excellent drafting skills.'],
        nice: ['Postgraduate studies in the practice area.', 'A second language for legal work.'],
      },
      pt: {
        exp: 'na área jurídica',
        tasks: ['redigir e revisar documentos jurídicos', 'acompanhar processos e prazos', 'orientar as áreas internas em questões jurídicas'],
        must: ['Formação em Direito.', 'Excelente redação.'],
        nice: ['Pós-graduação na área de atuação.', 'Inglês jurídico.'],
      },
    },
  },
  {
    id: 'design',
    keywords: ['diseno', 'design', 'grafico', 'graphic', 'grafica', 'creativo', 'creative', 'criativo', 'audiovisual', 'video', 'animacion', 'animation', 'ilustracion', 'illustration', 'ilustracao'],
    hashtags: { es: ['Diseño', 'Creatividad'], en: ['DesignJobs', 'Design'], pt: ['Design', 'Criatividade'] },
    profile: {
      es: 'Valoramos la creatividad, la atención al detalle y la capacidad de recibir y dar devoluciones.',
      en: 'We value creativity, attention to detail and the ability to give and take feedback.',
      pt: 'Valorizamos criatividade, atenção aos detalhes e abertura para dar e receber feedback.',
    },
    generic: {
      es: {
        exp: 'en diseño',
        tasks: ['desarrollar piezas y propuestas de diseño a partir de los pedidos', 'presentar alternativas e incorporar devoluciones', 'preparar los archivos finales para cada medio'],
        must: ['Portfolio con trabajos propios.', 'Dominio de las herramientas de diseño del área.'],
        nice: ['Estudios en Diseño o carreras afines.', 'Experiencia trabajando en agencias.'],
      },
      en: {
        exp: 'in design',
        tasks: ['creating design pieces and proposals from briefs', 'presenting options and incorporating feedback', 'preparing final files for each medium'],
        must: ['A portfolio of your own work.', 'Strong command of the relevant design tools.'],
        nice: ['Studies in Design or a related field.', 'Agency experience.'],
      },
      pt: {
        exp: 'em design',
        tasks: ['desenvolver peças e propostas de design a partir dos briefings', 'apresentar alternativas e incorporar feedbacks', 'preparar os arquivos finais para cada meio'],
        must: ['Portfólio com trabalhos próprios.', 'Domínio das ferramentas de design da área.'],
        nice: ['Formação em Design ou áreas afins.', 'Experiência em agências.'],
      },
    },
  },
  {
    id: 'personal-care',
    keywords: ['belleza', 'beauty', 'beleza', 'estetica', 'peluqueria', 'salon', 'salao', 'spa', 'cosmetica', 'cosmetics', 'unas', 'nails', 'unhas'],
    hashtags: { es: ['Belleza', 'Estetica'], en: ['BeautyJobs', 'Salon'], pt: ['Beleza', 'Estetica'] },
    profile: {
      es: 'Valoramos la atención personalizada, la higiene y la actualización constante en tendencias y técnicas.',
      en: 'We value personal service, hygiene and keeping up with trends and techniques.',
      pt: 'Valorizamos atendimento personalizado, higiene e atualização constante em tendências e técnicas.',
    },
    generic: {
      es: {
        exp: 'en estética o belleza',
        tasks: ['brindar los servicios del salón con atención personalizada', 'asesorar a los clientes sobre tratamientos y cuidados', 'mantener el puesto de trabajo y los utensilios limpios y desinfectados'],
        must: ['Formación certificada en el área.', 'Conocimiento de normas de higiene y bioseguridad.'],
        nice: ['Cartera de clientes propia.', 'Cursos de actualización recientes.'],
      },
      en: {
        exp: 'in beauty services',
        tasks: ['providing the salon\'s services with personal attention', 'advising clients on treatments and aftercare', 'keeping the workstation and tools clean and disinfected'],
        must: ['Certified training in the field.', 'Knowledge of hygiene and sanitation standards.'],
        nice: ['An established client base.', 'Recent refresher courses.'],
      },
      pt: {
        exp: 'em estética ou beleza',
        tasks: ['realizar os serviços do salão com atendimento personalizado', 'orientar os clientes sobre tratamentos e cuidados', 'manter o posto de trabalho e os utensílios limpos e esterilizados'],
        must: ['Formação certificada na área.', 'Conhecimento de normas de higiene e biossegurança.'],
        nice: ['Carteira de clientes própria.', 'Cursos de atualização recentes.'],
      },
    },
  },
]);

const BY_ID = new Map(SECTORS.map((sector) => [sector.id, sector]));

export function sectorById(id: SectorId): Sector {
  const sector = BY_ID.get(id);
  if (!sector) throw new Error(`Unknown sector ${id}`);
  return sector;
}
