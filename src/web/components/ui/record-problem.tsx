import type { ReactNode } from 'react';

/**
 * The page of one record (a plan, a coin's certificate) when it cannot show it: the record is not
 * the member's or does not exist, or its answer failed. The reason, then the way back (children).
 */
export function RecordProblem({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <section className="page pb-28">
      <p role="alert" className="text-danger">
        {message}
      </p>
      {children}
    </section>
  );
}
