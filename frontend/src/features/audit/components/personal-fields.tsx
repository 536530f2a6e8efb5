import type { PersonalFieldView } from '@flirtwire/contracts';

const STATUS_TEXT: Record<PersonalFieldView['status'], string> = {
  clear: 'shown',
  masked: 'masked',
  withheld: 'withheld',
  erased: 'erased',
  unreadable: 'unreadable',
};

/** The sealed personal values of an event or a state, as the auditor policy shows them. */
export function PersonalFields({ fields }: { readonly fields: readonly PersonalFieldView[] }) {
  if (fields.length === 0) return <p className="muted">No personal data.</p>;
  return (
    <table className="table audit-table">
      <caption className="visually-hidden">Personal data</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Kind</th>
          <th scope="col">Status</th>
          <th scope="col">Shown as</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.path}>
            <td>
              <code>{field.path}</code>
            </td>
            <td>{field.kind.replace(/_/g, ' ')}</td>
            <td>
              <span className={`audit-status audit-status--${field.status}`}>
                {STATUS_TEXT[field.status]}
              </span>
            </td>
            <td>{field.value ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
