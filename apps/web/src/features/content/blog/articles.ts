/** The four groups of the blog, in the order the page shows them. */
export const blogGroups = ['Spices', 'Pulses', 'Herbal', 'Dry Fruits'] as const;
export type BlogGroup = (typeof blogGroups)[number];

/** A blog article: the specification's fields (id, title, date, image, content) and its group. */
export type BlogArticle = {
  /** Also the article's anchor on the blog page. */
  readonly id: string;
  readonly group: BlogGroup;
  readonly title: string;
  /** ISO date, yyyy-MM-dd. */
  readonly date: string;
  /** An illustration in public/images/blog, 320 x 200. */
  readonly image: string;
  readonly imageAlt: string;
  /** Paragraphs. */
  readonly content: readonly string[];
};

export const BLOG_IMAGE_WIDTH = 320;
export const BLOG_IMAGE_HEIGHT = 200;

export const blogArticles: readonly BlogArticle[] = [
  {
    id: 'storing-whole-spices',
    group: 'Spices',
    title: 'Storing Whole Spices in Bulk: Keeping the Aroma Through the Year',
    date: '2026-09-18',
    image: '/images/blog/storing-whole-spices.svg',
    imageAlt: 'Sacks of whole spices stacked on a wooden pallet, raised off the floor',
    content: [
      'The flavour of a spice lives in its volatile oils, and those oils escape with heat, light, air and moisture. A bag of cumin or black pepper that smelled strong at loading can smell flat three months later if it is kept in a hot, damp corner of a godown. Buying in bulk only pays when the last bag is as good as the first, so storage deserves as much attention as price.',
      'Keep whole spices in a cool, dry and dark store. Stack bags on pallets or wooden dunnage, well clear of the floor and of the walls, so that air moves around them and damp from the floor or walls cannot creep in. Jute and woven polypropylene bags with a food-grade liner keep out dust and most moisture; once a bag has been opened, close the liner tightly or move what is left into a sealed container. Store strong-smelling spices such as cloves, cardamom and ajwain away from mild ones, because aromas travel.',
      'Moisture is the enemy that does the most damage. Damp spices cake, lose colour and, in the worst case, grow moulds that make them unsafe. Chillies and turmeric are especially sensitive. During the monsoon, check the bottom layers of every stack regularly, and keep windows and vents screened so that rain and insects stay outside. Many traders keep red chillies in cold storage through the hot months to hold their colour.',
      'Whole spices keep their quality far longer than ground ones, because grinding opens the cells that hold the oils. Well stored, whole seeds, barks and berries stay good for a year or more, while powders begin to fade within months. If you sell ground spices, buy whole and grind in batches close to the time of sale. Whatever you store, mark every bag with its lot and date of arrival and sell first the stock that came in first.',
    ],
  },
  {
    id: 'spice-harvest-calendar',
    group: 'Spices',
    title: 'The Indian Spice Calendar: When to Buy Turmeric, Cumin, Coriander and Chilli',
    date: '2026-07-24',
    image: '/images/blog/spice-harvest-calendar.svg',
    imageAlt: 'A calendar page with a turmeric root, cumin seeds and a red chilli beside it',
    content: [
      'Most Indian spices come from one harvest a year, and prices follow the arrivals. When the new crop reaches the markets, supply is plentiful, lots are fresh and there is more choice of grade. Months later the best lots have been bought and prices rest on whatever is left in storage. A bulk buyer who knows the calendar can plan contracts around it.',
      'Turmeric is dug from January to March, then boiled, dried and polished, and the new crop reaches markets such as Erode, Nizamabad and Sangli from about February to May. Cumin and coriander are winter crops: cumin from Gujarat and Rajasthan is harvested in February and March, and arrivals at Unjha peak from March to May, while coriander from Rajasthan and Madhya Pradesh arrives from February to April. Fenugreek, ajwain and mustard follow the same winter cycle.',
      'Red chilli arrives from Andhra Pradesh and Karnataka between January and May, with Guntur the largest market; after the season, much of the crop moves into cold storage and is released through the year. Black pepper is picked in Kerala and Karnataka from December to March, and small cardamom from the hills of Kerala and Tamil Nadu from about August to February.',
      'A practical plan is to cover your main needs for the year when the new crop arrives, and to buy the balance in smaller lots as you go. Ask for the crop year of every lot you are offered: an old-crop lot can be perfectly good, but it should be priced as old crop. And allow for the weather. A late monsoon, unseasonal rain at harvest or a dry winter can shift both the timing and the quality of a season.',
    ],
  },
  {
    id: 'grading-pulses',
    group: 'Pulses',
    title: 'How Pulses Are Graded: What “A Grade” Means on a Bulk Order',
    date: '2026-10-06',
    image: '/images/blog/grading-pulses.svg',
    imageAlt: 'A sieve of yellow split pulses above a tray of sorted whole grains',
    content: [
      'Two lots of toor dal can look alike in a photograph and still behave very differently in a kitchen or a packing unit. Grading puts numbers on the difference. When you compare offers, compare the grade parameters and not only the price per kilogram, because a cheaper lot that needs cleaning or gives more waste often costs more in the end.',
      'The main parameters are the same for most pulses. Foreign matter is anything that is not the pulse itself: dust, stones, husk and straw. Damaged and discoloured grains have been hurt by heat, moisture or handling. Weevilled grains carry the small round holes of storage insects. For split pulses, the share of brokens matters; for whole pulses, the uniformity of size and colour. Moisture decides how well the lot will keep. The Food Safety and Standards Authority of India sets the legal limits for each of these, and a good lot sits well inside them.',
      'An A Grade lot is cleaned, machine-sorted and hand-picked where needed. It is uniform in size and colour, close to free of foreign matter, with very few damaged or weevilled grains and a moisture level that allows safe storage. In split dals it has a clean, even split with little powder. It is the lot you can pack and sell as it is.',
      'Check a sample before you buy a large quantity. Weigh out 100 grams, spread it on a white tray and sort it by hand into good grains, brokens, damaged grains and foreign matter, then weigh each group. The result tells you more than any description. Ask for the moisture reading as well, and cook a small handful: good pulses cook evenly, in the time you expect, and taste clean.',
    ],
  },
  {
    id: 'pulses-moisture-shelf-life',
    group: 'Pulses',
    title: 'Moisture and Shelf Life: Storing Pulses Without Losses',
    date: '2026-08-12',
    image: '/images/blog/pulses-moisture-shelf-life.svg',
    imageAlt: 'A moisture meter beside a stack of bags of pulses, with a thermometer on the wall',
    content: [
      'Pulses are living seeds, and the water they hold decides how long they keep. Dry pulses, at a moisture of around 10 to 12 percent, can be stored for a year or more. Wetter lots invite moulds and insects, lose colour and take longer to cook. If a lot arrives with high moisture, dry it in the shade before it goes into long storage.',
      'The pulse beetle is the main storage pest of whole pulses. The female lays her eggs on the grain and the young beetles grow inside it, leaving the round exit holes you see in a weevilled lot. Split dals are attacked more by flour beetles and other insects that feed on broken grain. Warmth and moisture speed both up, which is why losses rise so sharply in the humid months.',
      'A good store is clean, dry and cool. Clear out old grain and sweepings before a new lot comes in, stack bags on pallets away from the walls, and leave gangways so that every stack can be inspected. Airtight storage such as hermetic bags or sealed bins starves insects of oxygen and is very effective for smaller quantities. If fumigation is needed, have it done only by a licensed pest control operator, never by store staff with tablets from the market.',
      'As a rule of thumb, whole pulses keep better than split ones, and unpolished dals keep better than oil-polished ones, whose coating can turn rancid over time. Plan your buying so that split and polished dals move within a few months, keep whole pulses for the longer term, and sell in the order the stock came in.',
    ],
  },
  {
    id: 'pulses-sourcing-seasons',
    group: 'Pulses',
    title: 'Kharif and Rabi: Sourcing Seasons for Toor, Chana, Masoor and Urad',
    date: '2026-06-30',
    image: '/images/blog/pulses-sourcing-seasons.svg',
    imageAlt: 'A field of chickpea plants under the sun, with bags of harvested pulses at its edge',
    content: [
      'India grows pulses in two main seasons. Kharif crops are sown with the monsoon and harvested in autumn and early winter; rabi crops are sown after the monsoon and harvested in spring. Each pulse has its own season, so the best time to buy one is not the best time to buy another.',
      'Toor, or arhar, is a long kharif crop: sown in June and July, harvested from December to February, with large arrivals from Karnataka, Maharashtra and Madhya Pradesh between December and March. Urad and moong are shorter kharif crops that come in around September and October, and both also have smaller crops in other seasons in some states.',
      'Chana, masoor and dried peas are rabi crops, harvested from February to April. Madhya Pradesh, where we are based, is the largest producer of chana in the country and a major grower of masoor, so the spring months are the busiest of our year for these pulses.',
      'New-crop arrivals bring fresh stock and more choice, but freshly harvested grain can carry more moisture, so check it before long storage. For steady needs through the year, many buyers contract part of their volume at harvest and the rest in smaller lots later. Tell us the pulses, the quantities and the months you need them, and we can plan the supply with you.',
    ],
  },
  {
    id: 'herbal-raw-materials',
    group: 'Herbal',
    title: 'Checking the Quality of Herbal Raw Materials: Ashwagandha, Neem and Reetha',
    date: '2026-09-02',
    image: '/images/blog/herbal-raw-materials.svg',
    imageAlt: 'Ashwagandha roots, a bowl of green neem powder and a handful of reetha soapnuts',
    content: [
      'Herbal raw materials are bought by ayurvedic manufacturers, cosmetic makers and traders, and each of them needs to know exactly what is in the bag. The first question is always the part of the plant: ashwagandha root is a different material from ashwagandha leaf, and neem leaf powder from neem bark. A good supplier names the part, the form and the crop year on every lot.',
      'Ashwagandha root is graded by its thickness and texture. The best roots are thick, straight, brittle and pale inside, with little fibre; thin and woody roots make lower grades. Much of India’s ashwagandha is grown around Neemuch and Mandsaur in Madhya Pradesh and harvested from January to March. Buyers for medicines often ask for a laboratory report of the withanolide content as well.',
      'For powders such as neem, look at the colour, smell and fineness. Neem leaf powder should be green and smell of neem, with an even particle size; a dull, greyish powder may be old or mixed with stalks. Grittiness between the fingers suggests sand, which a laboratory measures as acid-insoluble ash. Reetha, the soapnut, should be dry, with a sticky, dark-brown shell and a low share of loose seeds and broken pieces.',
      'Moisture matters for every herbal material, because damp herbs grow moulds. For export and for medicine makers, ask for test reports covering moisture, ash, microbial counts and heavy metals. On our side, every lot is checked, packed in clean, lined bags and labelled with its batch, so that you can trace it later.',
    ],
  },
  {
    id: 'fresh-amla-aloe-vera',
    group: 'Herbal',
    title: 'Fresh Amla and Aloe Vera Leaves: Buying Perishable Herbal Produce',
    date: '2026-11-10',
    image: '/images/blog/fresh-amla-aloe-vera.svg',
    imageAlt: 'Green amla fruits in a crate beside thick aloe vera leaves',
    content: [
      'Most herbal products travel as dried roots, leaves and powders, but amla and aloe vera are often bought fresh for juice, pulp, candy and cosmetics. Fresh produce changes the rules: it is sold by the season, it spoils in days rather than months, and it must be processed soon after it arrives.',
      'Amla, the Indian gooseberry, is in season from about November to February. Good fruit is large, firm and light green, without black spots or bruises. It is packed in ventilated crates rather than sealed bags, so that it can breathe, and it should be processed within a few days of arrival. If you need amla through the year, plan for dried amla or pulp alongside the fresh season.',
      'Aloe vera can be cut through most of the year. The outer, mature leaves hold the most gel and are the ones to buy: thick, firm, evenly green and undamaged at the cut end. Handle them gently, because bruised leaves brown quickly, and keep them cool and shaded in transit. Leaves are usually processed within a few days of cutting.',
      'Because time counts, agree the delivery date and the unloading arrangements before dispatch, and make sure your unit is ready to process on arrival. With fresh produce, a reliable schedule is worth more than the last rupee off the price.',
    ],
  },
  {
    id: 'grading-dry-fruits',
    group: 'Dry Fruits',
    title: 'Grading Cashews, Almonds and Raisins for Bulk Orders',
    date: '2026-10-22',
    image: '/images/blog/grading-dry-fruits.svg',
    imageAlt: 'Three bowls holding cashew kernels, almonds and raisins',
    content: [
      'Dry fruits are sold by grade, and the grade names carry real information once you know how to read them. Comparing offers grade for grade is the only fair way to compare prices.',
      'Cashew kernels are graded by size and wholeness. White wholes are named by the number of kernels in a pound: W180 is the largest, followed by W210, W240, W320 and W450, and W320 is the most widely traded. Below the wholes come splits, butts and pieces, each sold for its own uses. Scorched wholes, with a light brown colour from roasting, are cheaper than white wholes of the same size.',
      'Almonds are graded by their count per ounce, with lower counts meaning bigger nuts, and by the share of broken, chipped or damaged kernels. Most almonds sold in India are imported from California; mamra almonds from Iran and Afghanistan are smaller, concave and richer in oil, and are priced well above them. Raisins are graded by size, colour, uniformity and the amount of stems and caps; much of India’s production comes from the Nashik and Sangli regions of Maharashtra, where grapes are dried in spring.',
      'Whatever the product, ask for a sample of the actual lot. Count a weighed quantity against the grade, look for insect damage and mould, check the smell for rancidity, and taste a few pieces. A lot that passes these checks will also pass your customers’ checks.',
    ],
  },
  {
    id: 'keeping-dry-fruits-fresh',
    group: 'Dry Fruits',
    title: 'Keeping Dry Fruits Fresh: Temperature, Packing and Shelf Life',
    date: '2026-08-28',
    image: '/images/blog/keeping-dry-fruits-fresh.svg',
    imageAlt: 'Sealed tins of cashews and walnuts on a cool store shelf with a snowflake symbol',
    content: [
      'Nuts are rich in oil, and oil goes rancid with warmth, light and air. Dried fruits such as raisins, figs and dates are rich in sugar instead, and sugar draws in moisture. Good storage slows both processes and can double the life of a lot.',
      'Keep nuts cool. Cashews, walnuts and pistachios keep for several months in a cool, dry store and much longer in cold storage, while the same nuts in a hot warehouse can taste stale within weeks. Cashew kernels are traditionally packed in vacuum or nitrogen-flushed tins, which keep out oxygen and insects; once a tin is open, use it soon or reseal what is left.',
      'Raisins, figs and dates need dry air as well as coolness. In humid weather they become sticky and can ferment; in a dry, warm store, raisins may show white sugar crystals on the surface, which is harmless but unattractive. Puffed lotus seeds, or makhana, take up moisture quickly and lose their crunch, so keep them in airtight packs.',
      'Whatever you stock, store it off the floor and away from strong smells, check regularly for insects, and sell the oldest stock first. Plan your buying around your sales: several smaller deliveries through the year usually keep fresher stock than one large purchase. On our store, an order that includes dry fruits carries GST at 12% of the subtotal, against 5% for orders without them, so include the tax when you plan your budget.',
    ],
  },
];
