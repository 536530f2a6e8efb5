import type { ReportContentBody } from '@flirtwire/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const ReportAnswer = z.object({ message: z.string() });

/** POST /client_api/report_contents: report a post or comment to the moderators. */
async function reportContent(body: ReportContentBody): Promise<string> {
  return ReportAnswer.parse(
    await api<unknown>('/client_api/report_contents', { method: 'POST', body }),
  ).message;
}

export function useReportContent() {
  return useMutation({ mutationFn: reportContent });
}
