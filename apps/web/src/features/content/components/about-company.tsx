import { useTranslation } from 'react-i18next';
import { categoryNames, type CategoryName } from '@bulk/domain/catalogue';
import { Link } from 'react-router';
import { company } from '#src/config/company';
import { paths } from '#src/config/paths';
import { Prose } from './prose';

/** What each catalogue category holds, in a line. */
const categoryDescriptions: Record<CategoryName, string> = {
  Flour: 'wheat, corn, sorghum and amaranth flours, milled for bakeries, food makers and traders.',
  Aprons: 'cotton, white, printed and fancy aprons for kitchens, hotels, salons and workshops.',
  'Indian Spices':
    'whole and ground spices: cumin, coriander, black pepper, cardamom, cloves, cinnamon, turmeric, dry red chilli and more.',
  Pulses: 'toor, urad, masoor and chana dal, white chickpeas, black gram, kidney beans and dried peas.',
  'Indian Rice': 'basmati and desi rice, in long and short grains, natural and organic.',
  Papers: 'tissue paper and toilet paper rolls for offices, hotels and retailers.',
  'Metal Coils': 'aluminium, brass and steel coils for fabrication and manufacturing.',
  'Herbal Products': 'ashwagandha, aloe vera leaves, fresh amla, neem powder and whole reetha.',
  'Dry Fruits':
    'almonds, cashews, pistachios, walnuts, raisins, dried figs, dates and puffed lotus seeds (makhana).',
};

/** The company story, what it sells, where it ships, its team and its plans. */
export function AboutCompany() {
  const { t } = useTranslation();
  const facts = [
    { label: t('about.founded'), value: String(company.foundedYear) },
    { label: t('about.basedIn'), value: company.location },
    { label: t('about.categories'), value: String(categoryNames.length) },
    { label: t('about.deliversTo'), value: t('about.worldwide') },
  ];

  return (
    <div className="space-y-12">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {facts.map(({ label, value }) => (
          <div key={label} className="rounded-lg border border-saffron-100 bg-white p-4">
            <dt className="text-sm text-stone-700">{label}</dt>
            <dd className="mt-1 text-lg font-semibold text-leaf-800">{value}</dd>
          </div>
        ))}
      </dl>

      <Prose>
        <h2>{t('about.story')}</h2>
        <p>
          {company.name} was founded in {company.foundedYear} in {company.location}, with a simple aim: to
          give bulk buyers goods they can rely on, lot after lot. Madhya Pradesh sits at the centre of India
          and at the heart of its farm belt, among the country’s great growers of pulses, wheat, soybean,
          spices and herbs, and that is where we learned our trade.
        </p>
        <p>
          Today {company.legalName} supplies goods in nine product categories to wholesalers, retailers, food
          manufacturers, hotels, ayurvedic and cosmetic makers, and importers abroad. How we work has stayed
          the same: we buy from growers, processors and manufacturers we know, check every lot before it is
          packed, and tell buyers plainly what they are getting.
        </p>

        <h2>{t('about.whatWeSell')}</h2>
        <p>
          We sell A Grade Quality goods in bulk, packed in the sizes trade buyers use, from 1 kg packs to 50
          kg bags, with minimum order quantities to match:
        </p>
        <ul>
          {categoryNames.map((category) => (
            <li key={category}>
              <strong>{category}:</strong> {categoryDescriptions[category]}
            </li>
          ))}
        </ul>
        <p>
          A Grade means goods that are cleaned, sorted and graded, uniform in size and colour, dry enough to
          keep, and free of pests and foreign matter. You can see the registrations and quality certifications
          we hold on our <Link to={paths.certificates}>certificates page</Link>, and browse every product in
          our <Link to={paths.products}>catalogue</Link>.
        </p>

        <h2>{t('about.distribution')}</h2>
        <p>
          We deliver to every part of India through our shipping partner, and we export worldwide. Domestic
          deliveries usually arrive in 3-5 days and international ones in 7-10 days, and freight within India
          is charged by zone, so you know the cost before you pay. Our{' '}
          <Link to={paths.shippingPolicy}>shipping policy</Link> explains the details.
        </p>
        <p>
          For buyers abroad we prepare the export documents with every consignment. Whether you need a single
          lot for a trial or regular shipments through the year, we plan the supply with you.
        </p>

        <h2>{t('about.team')}</h2>
        <p>
          Behind every order is a professional team: buyers who know the growing regions and their seasons,
          quality staff who sample, test and grade every lot, a packing and dispatch team that weighs, packs
          and loads to the order, an accounts team that issues GST invoices and keeps payments straight, and a
          support team that answers your chats and tickets.
        </p>
        <p>
          We also work with the people who supply and work for us. Suppliers can{' '}
          <Link to={paths.registerSupplier}>become verified suppliers</Link> and list their products, and job
          seekers can <Link to={paths.registerJob}>register with us</Link> to be considered for openings.
        </p>

        <h2>{t('about.vision')}</h2>
        <p>
          Our plan is to expand through multi level marketing. We intend to build a network of independent
          members across India who sell our products in their own areas and bring in new members, earning from
          their own sales and from the sales of the members they bring in, so that our goods reach towns and
          buyers that a bulk trader alone cannot.
        </p>
        <p>
          The programme will follow India’s Consumer Protection (Direct Selling) Rules, 2021, and its terms,
          including what members pay and earn, will be published on this site before it starts. Until then, no
          one is authorised to enrol members or to collect money for it in our name.
        </p>
      </Prose>

      <div className="flex flex-wrap gap-3">
        <Link to={paths.products} className="btn-primary">
          Browse Products
        </Link>
        <Link to={paths.contact} className="btn-secondary">
          Contact Us
        </Link>
      </div>
    </div>
  );
}
