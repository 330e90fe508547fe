import { Link } from 'react-router';

export function HomePage() {
  return (
    <section>
      <h1>Bowling, VR and Cafe</h1>
      <p>Open daily from 3:00 PM to 11:00 PM.</p>
      <Link to="/booking">Book Your Session</Link>
    </section>
  );
}
