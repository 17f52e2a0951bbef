/** Opens the browser's print dialogue (after hydration; without script, the browser's own Print). */
export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <p className="no-print">
      <button type="button" className="button" onClick={() => window.print()}>
        {label}
      </button>
    </p>
  );
}
