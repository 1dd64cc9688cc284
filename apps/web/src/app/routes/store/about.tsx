import { Page } from '#src/components/layout/page';

export default function AboutPage() {
  return (
    <Page
      title="About Us"
      intro="Founded in 2018 in Madhya Pradesh, we supply A Grade Quality goods in bulk to buyers across India and around the world."
    />
  );
}
