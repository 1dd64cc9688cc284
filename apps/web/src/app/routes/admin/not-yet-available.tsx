/** Said plainly on an admin page whose data the server does not serve yet, instead of sample figures. */
export function NotYetAvailable({ what }: { what: string }) {
  return (
    <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-stone-700">
      The server does not provide {what} yet, so there is nothing to show here.
    </p>
  );
}
