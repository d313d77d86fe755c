import type { ReactNode } from 'react';

/**
 * A carousel's dots: a button a slide, named by `labels` ("Show Daily Save") and 44 px to tap,
 * whose bar is long for the slide on show (marked `aria-current`); `onPick` gets the slide's
 * index. `className` lays out the row, `children` stand after the dots (a pause button).
 * `isRound` for dots beside round buttons and within a mouse's reach: a round focus ring and a
 * shade on hover.
 */
export function CarouselDots({
  labels,
  selected,
  onPick,
  className,
  isRound = false,
  children,
}: {
  labels: readonly string[];
  selected: number;
  onPick: (index: number) => void;
  className: string;
  isRound?: boolean;
  children?: ReactNode;
}) {
  const idle = isRound ? 'bg-ink/25 group-hover:bg-ink/40 w-2.5' : 'bg-ink/25 w-2.5';
  return (
    <div className={className}>
      {labels.map((label, i) => (
        <button
          // a dot stands for a place in the carousel
          key={i}
          type="button"
          onClick={() => onPick(i)}
          aria-label={label}
          aria-current={i === selected ? 'true' : undefined}
          className={
            isRound
              ? 'group inline-flex size-11 items-center justify-center rounded-full'
              : 'flex size-11 items-center justify-center'
          }
        >
          <span
            className={`block h-2.5 rounded-full transition-all ${i === selected ? 'bg-gold-600 w-7' : idle}`}
          />
        </button>
      ))}
      {children}
    </div>
  );
}
