/** A JSON value as an auditor reads it: indented, selectable, never interpreted. */
export function JsonView({ value, label }: { readonly value: unknown; readonly label: string }) {
  return (
    <pre className="audit-json" aria-label={label} tabIndex={0}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}
