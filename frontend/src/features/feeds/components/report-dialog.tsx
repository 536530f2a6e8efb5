import type { ReportContentBody } from '@flirtwire/contracts';
import { useState } from 'react';
import { Dialog, DialogActions } from '@/components/dialog';
import { FormError } from '@/components/field';
import { fieldError } from '@/lib/api-client';
import { showSnackbar } from '@/lib/snackbar-store';
import { useReportContent } from '../api/report-content';
import { errorMessage } from './follow-button';

/** Report a post or comment to the moderators, with an optional description. */
export function ReportDialog({
  content,
  open,
  onClose,
}: {
  readonly content: Pick<ReportContentBody, 'content_id' | 'content_type'>;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const [description, setDescription] = useState('');
  const report = useReportContent();
  const error = report.error
    ? (fieldError(report.error, 'description') ?? errorMessage(report.error))
    : null;
  return (
    <Dialog
      open={open}
      title="Report Content"
      onClose={onClose}
      actions={
        <DialogActions
          onCancel={onClose}
          confirmLabel="Report"
          pending={report.isPending}
          danger
          onConfirm={() => {
            report.mutate(
              { ...content, description },
              {
                onSuccess: (message) => {
                  showSnackbar(message, 'success');
                  setDescription('');
                  onClose();
                },
              },
            );
          }}
        />
      }
    >
      <div className="field">
        <label className="field__label" htmlFor="report-description">
          What is wrong with this content? (optional)
        </label>
        <textarea
          id="report-description"
          className="textarea"
          maxLength={1000}
          rows={4}
          value={description}
          onChange={(event) => {
            setDescription(event.target.value);
          }}
        />
      </div>
      <FormError message={error} />
    </Dialog>
  );
}
