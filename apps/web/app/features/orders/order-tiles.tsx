import type { OrderCounts } from '@oja/shared/orders';

const tiles: [keyof OrderCounts, string][] = [
  ['total', 'Total Orders'],
  ['pending', 'Pending Orders'],
  ['processed', 'Processing Order'],
  ['completed', 'Complete Orders'],
];

export function OrderTiles({ counts }: { counts: OrderCounts }) {
  return (
    <ul className="order-tiles">
      {tiles.map(([key, label]) => (
        <li key={key} className={`order-tile order-tile-${key}`}>
          <span className="order-tile-label">{label}</span>
          <span className="order-tile-count">{counts[key]}</span>
        </li>
      ))}
    </ul>
  );
}
