/** Shown on every screen the built-in test provider touches. */
export const testModeText = 'TEST MODE — no real money';

export function TestModeNotice({ detail }: { detail?: string }) {
  return (
    <p className="test-mode-notice" role="note">
      <strong>{testModeText}</strong>
      {detail && <span> {detail}</span>}
    </p>
  );
}
