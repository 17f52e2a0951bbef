import type { OrderCounts } from '@oja/shared/orders';
import { useT, type MessageId } from '../../i18n/i18n';

const tiles: [keyof OrderCounts, MessageId][] = [
  ['total', 'order.tile.total'],
  ['pending', 'order.tile.pending'],
  ['processed', 'order.tile.processed'],
  ['completed', 'order.tile.completed'],
];

export function OrderTiles({ counts }: { counts: OrderCounts }) {
  const t = useT();
  return (
    <ul className="order-tiles">
      {tiles.map(([key, label]) => (
        <li key={key} className={`order-tile order-tile-${key}`}>
          <span className="order-tile-label">{t(label)}</span>
          <span className="order-tile-count">{counts[key]}</span>
        </li>
      ))}
    </ul>
  );
}
