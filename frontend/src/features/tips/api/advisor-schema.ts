/** The advisor lookup's response schema, imported on first use by `get-advisor.ts`. */
export { AdvisorViewSchema } from '@flirtwire/contracts';
