import type { ErrorCode } from '@postula/contract/errors';
import type { Language } from '@postula/contract/constants';
import { interpolate, type Translations } from '../i18n/language';

const errorTexts: Translations<ErrorCode> = {
  es: {
    validation: 'El campo {field} no es válido.',
    malformed_body: 'La solicitud no es un JSON válido.',
    body_too_large: 'La solicitud es demasiado grande.',
    unsupported_media_type: 'Tipo de contenido no admitido.',
    not_found: 'No se encontró lo que buscas.',
    route_not_found: 'Esta dirección no existe.',
    session_expired: 'Tu sesión expiró. Vuelve a iniciar sesión.',
    invalid_credentials: 'Correo o contraseña incorrectos.',
    account_not_activated:
      'Tu cuenta aún no está activada. Te enviamos de nuevo el correo de activación: sigue el enlace para activarla.',
    too_many_attempts: 'Demasiados intentos fallidos. Vuelve a intentarlo en {minutes} minutos.',
    email_taken: 'Ya existe una cuenta con este correo electrónico.',
    unknown_activity: 'Elige una actividad de la lista.',
    invalid_activation_code: 'El enlace de activación no es válido o ya caducó.',
    invalid_reset_code: 'El enlace para cambiar la contraseña no es válido o ya caducó. Solicita uno nuevo.',
    weak_password:
      'La contraseña debe tener al menos 8 caracteres, una letra minúscula, una letra mayúscula y un número.',
    rate_limited: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
    ai_unavailable: 'El asistente de IA no está disponible en este momento. Vuelve a intentarlo en unos minutos.',
    posting_not_found: 'Esta búsqueda no existe o el enlace no es correcto.',
    posting_closed: 'Esta búsqueda ya no recibe CVs.',
    mark_name_taken: 'Ya tienes una marca con ese nombre.',
    file_required: 'Elige un archivo con tu CV.',
    file_type: 'Solo se permiten archivos PDF o Word',
    file_too_large: 'El archivo no puede superar los 10MB',
    internal: 'Ocurrió un error inesperado. Vuelve a intentarlo.',
  },
  en: {
    validation: 'The field {field} is not valid.',
    malformed_body: 'The request is not valid JSON.',
    body_too_large: 'The request is too large.',
    unsupported_media_type: 'Unsupported content type.',
    not_found: 'We could not find what you are looking for.',
    route_not_found: 'This address does not exist.',
    session_expired: 'Your session has expired. Please sign in again.',
    invalid_credentials: 'Wrong e-mail or password.',
    account_not_activated:
      'Your account is not activated yet. We have sent the activation e-mail again: follow its link to activate it.',
    too_many_attempts: 'Too many failed attempts. Try again in {minutes} minutes.',
    email_taken: 'An account with this e-mail address already exists.',
    unknown_activity: 'Choose an activity from the list.',
    invalid_activation_code: 'The activation link is not valid or has expired.',
    invalid_reset_code: 'The password link is not valid or has expired. Request a new one.',
    weak_password:
      'The password needs at least 8 characters, a lowercase letter, an uppercase letter and a number.',
    rate_limited: 'Too many requests. Wait a moment and try again.',
    ai_unavailable: 'The AI assistant is not available right now. Try again in a few minutes.',
    posting_not_found: 'This job posting does not exist or the link is not correct.',
    posting_closed: 'This job posting is no longer receiving CVs.',
    mark_name_taken: 'You already have a mark with that name.',
    file_required: 'Choose a file with your CV.',
    file_type: 'Only PDF or Word files are allowed',
    file_too_large: 'The file cannot exceed 10MB',
    internal: 'Something unexpected went wrong. Please try again.',
  },
  pt: {
    validation: 'O campo {field} não é válido.',
    malformed_body: 'A solicitação não é um JSON válido.',
    body_too_large: 'A solicitação é grande demais.',
    unsupported_media_type: 'Tipo de conteúdo não suportado.',
    not_found: 'Não encontramos o que você procura.',
    route_not_found: 'Este endereço não existe.',
    session_expired: 'Sua sessão expirou. Entre novamente.',
    invalid_credentials: 'E-mail ou senha incorretos.',
    account_not_activated:
      'Sua conta ainda não está ativada. Enviamos novamente o e-mail de ativação: siga o link para ativá-la.',
    too_many_attempts: 'Muitas tentativas sem sucesso. Tente novamente em {minutes} minutos.',
    email_taken: 'Já existe uma conta com este e-mail.',
    unknown_activity: 'Escolha uma atividade da lista.',
    invalid_activation_code: 'O link de ativação não é válido ou expirou.',
    invalid_reset_code: 'O link para trocar a senha não é válido ou expirou. Solicite um novo.',
    weak_password: 'A senha precisa ter pelo menos 8 caracteres, uma letra minúscula, uma maiúscula e um número.',
    rate_limited: 'Muitas solicitações. Aguarde um momento e tente novamente.',
    ai_unavailable: 'O assistente de IA não está disponível no momento. Tente novamente em alguns minutos.',
    posting_not_found: 'Esta vaga não existe ou o link não está correto.',
    posting_closed: 'Esta vaga não está mais recebendo currículos.',
    mark_name_taken: 'Você já tem uma marca com esse nome.',
    file_required: 'Escolha um arquivo com o seu currículo.',
    file_type: 'Somente arquivos PDF ou Word são permitidos',
    file_too_large: 'O arquivo não pode ultrapassar 10MB',
    internal: 'Ocorreu um erro inesperado. Tente novamente.',
  },
};

export function errorText(language: Language, code: ErrorCode, params?: Record<string, string | number>): string {
  return interpolate(errorTexts[language][code], params);
}
