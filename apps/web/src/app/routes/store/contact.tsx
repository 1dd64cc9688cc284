import { Page } from '#src/components/layout/page';

export default function ContactPage() {
  return (
    <Page
      title="Contact Us"
      intro="Reach our team with questions about bulk orders, registrations and deliveries."
    />
  );
}
