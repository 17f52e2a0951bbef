/**
 * Five stars, the first `filled` of them filled: one empty element drawn by the stylesheet
 * (`.stars`), not five SVGs, because a page of product cards shows a hundred of them.
 */
export function StarRow({ filled }: { filled: number }) {
  return <span className="stars" data-filled={Math.max(0, Math.min(5, Math.round(filled)))} aria-hidden="true" />;
}
