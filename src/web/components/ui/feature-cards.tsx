import type { ComponentType } from 'react';
import type { IconProps } from './icon-base';

export type Feature = { title: string; text: string; Icon: ComponentType<IconProps> };

type Props = {
  items: Feature[];
  /** the list's grid */
  className?: string;
  /** extra classes of each card */
  cardClassName?: string;
  /** colours and shape of the icon's badge */
  iconClassName?: string;
};

/** A grid of cards, each an icon badge beside a title and a line of text (feature lists). */
export function FeatureCards({
  items,
  className = 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  cardClassName = '',
  iconClassName = 'bg-gold-50 text-gold-700 rounded-xl',
}: Props) {
  return (
    <ul className={className}>
      {items.map(({ title, text, Icon }) => (
        <li key={title} className={`card flex gap-4 p-5 ${cardClassName}`.trim()}>
          <span
            className={`inline-flex size-11 shrink-0 items-center justify-center ${iconClassName}`}
          >
            <Icon />
          </span>
          <div>
            <h3 className="font-semibold">{title}</h3>
            <p className="text-muted mt-1 text-sm leading-relaxed">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
