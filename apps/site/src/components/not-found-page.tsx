import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section>
      <h1>Oops! Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/">Back to Home</Link>
    </section>
  );
}
