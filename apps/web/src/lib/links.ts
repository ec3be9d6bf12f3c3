// External addresses the client links to. They can be changed per deployment at build time.
export const PRIVACY_POLICY_URL: string = import.meta.env.VITE_PRIVACY_URL ?? 'https://postula.app/privacidad';
export const CONTACT_URL: string = import.meta.env.VITE_CONTACT_URL ?? 'https://postula.app/contacto';
export const PRODUCT_NAME = 'Postula';
