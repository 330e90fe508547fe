export function BookingPage() {
  return (
    <section>
      <h1>Book Now</h1>
    </section>
  );
}
