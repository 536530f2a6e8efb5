import { api } from '@/lib/api-client';
import { useFinanceAction } from './finance-action';

/** GET /finance/tax_years/{year}/export: the IRS file (FIRE or IRIS) and its validation report. */
const exportFiling = (year: number) =>
  api<{
    format: string;
    file_name: string;
    media_type: string;
    content: string;
    report: { valid: boolean; payees: number; errors: string[]; warnings: string[] };
  }>(`/finance/tax_years/${String(year)}/export`);

export const useExportFiling = () => useFinanceAction(exportFiling);
