// The footer of the candidate's pages (spec §2: "a link to the product's social profile and site"). They can
// be changed per deployment at build time.
export const PRODUCT_SITE_URL: string = import.meta.env.VITE_PRODUCT_SITE_URL ?? 'https://postula.app';
export const PRODUCT_LINKEDIN_URL: string =
  import.meta.env.VITE_PRODUCT_LINKEDIN_URL ?? 'https://www.linkedin.com/company/postula-app';
