import { Link } from 'react-router';
import { chromeMessages } from '../../app/chrome/messages';
import { useMessages } from '../../lib/i18n';
import { paths } from '../../../shared/routes';

export function NotFoundPage() {
  const m = useMessages(chromeMessages);
  return (
    <section className="page flex flex-col items-center py-16 text-center">
      <p className="font-display text-gold-600 text-6xl font-bold md:text-8xl">{m.notFoundCode}</p>
      <h1 className="mt-4 text-2xl font-semibold">{m.notFoundTitle}</h1>
      <p className="text-muted mt-2 max-w-md">{m.notFoundText}</p>
      <Link to={paths.home.href()} className="btn-dark mt-8">
        {m.notFoundButton}
      </Link>
    </section>
  );
}
