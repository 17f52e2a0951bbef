import { useId } from 'react';
import nigeria from '@svg-maps/nigeria';
import { shadeOf } from './chart-scale';

/** The map's spelling where it differs from the shop's list of states (shared/nigeria.ts). */
const renamed: Record<string, string> = { Nassarawa: 'Nasarawa' };

/**
 * The 36 states and the FCT, each shaded by its value (outlines: @svg-maps/nigeria, CC BY 4.0,
 * credited under the map). Server-rendered; each state's figure is in its own <title> and the
 * page's table lists them all.
 */
export function NigeriaMap({
  title,
  summary,
  values,
  format,
}: {
  title: string;
  summary: string;
  values: Map<string, number>;
  format: (value: number) => string;
}) {
  const id = useId();
  const top = Math.max(0, ...values.values());
  return (
    <figure className="chart chart-map">
      <svg viewBox={nigeria.viewBox} role="img" aria-labelledby={`${id}-t ${id}-d`} className="chart-svg">
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        {nigeria.locations.map((l: { id: string; name: string; path: string }) => {
          const name = renamed[l.name] ?? l.name;
          const value = values.get(name) ?? 0;
          return (
            <path key={l.id} d={l.path} className={`map-state map-shade-${shadeOf(value, top)}`} data-state={name}>
              <title>{`${name}: ${format(value)}`}</title>
            </path>
          );
        })}
      </svg>
      <figcaption className="admin-muted">
        Darker states sold more. Map outlines: “Map of Nigeria” by Michael Chukwu, from svg-maps, licensed CC BY 4.0.
      </figcaption>
    </figure>
  );
}
