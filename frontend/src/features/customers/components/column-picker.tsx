import { Dialog } from '@/components/dialog';
import { COLUMN_SPECS } from '../lib/columns';
import { useCustomersStore } from '../stores/customers-store';

/** Spec 002: column visibility is adjustable (kept in the persisted customers slice). */
export function ColumnPicker({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const hidden = useCustomersStore((state) => state.hiddenColumns);
  const setVisible = useCustomersStore((state) => state.setColumnVisible);
  const showAll = useCustomersStore((state) => state.showAllColumns);
  return (
    <Dialog
      open={open}
      title="Columns"
      description="Choose the columns to show. Name always shows."
      onClose={onClose}
      width={460}
      actions={
        <>
          <button type="button" className="button button--quiet" onClick={showAll}>
            Show all
          </button>
          <button type="button" className="button button--primary" onClick={onClose}>
            Done
          </button>
        </>
      }
    >
      <div className="column-picker">
        {COLUMN_SPECS.filter((spec) => spec.id !== 'name').map((spec) => (
          <label key={spec.id} title={spec.description}>
            <input
              type="checkbox"
              checked={!hidden.includes(spec.id)}
              onChange={(event) => {
                setVisible(spec.id, event.target.checked);
              }}
            />
            {spec.header}
          </label>
        ))}
      </div>
    </Dialog>
  );
}
