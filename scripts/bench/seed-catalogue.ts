// A marketplace-sized catalogue for benchmarks: 5,000 approved suppliers and 100,000 live listings across
// the 9 categories, inserted by PostgreSQL itself (INSERT ... SELECT over generate_series), on a database
// the store has already migrated and seeded. Names mix English trade names with Hindi ones; about a third
// of the descriptions carry a Hindi line. A second run finds the suppliers there and adds nothing.
//
//   DATABASE_URL=postgres://127.0.0.1:5432/bulk_bench npx tsx scripts/bench/seed-catalogue.ts
import pg from 'pg';

export const BENCH_SUPPLIERS = 5_000;
export const BENCH_LISTINGS = 100_000;

/** Per category (English name as the store has it): its HSN, unit and items as [English, Hindi]. */
const vocabulary = [
  {
    category: 'Flour',
    hsn: '1102',
    unit: 'kg',
    items: [
      ['Wheat Atta', 'गेहूं आटा'],
      ['Besan Gram Flour', 'बेसन'],
      ['Bajra Flour', 'बाजरा आटा'],
      ['Ragi Flour', 'रागी आटा'],
      ['Maida', 'मैदा'],
      ['Jowar Flour', 'ज्वार आटा'],
    ],
  },
  {
    category: 'Aprons',
    hsn: '6211',
    unit: 'pieces',
    items: [
      ['Cotton Kitchen Apron', 'सूती एप्रन'],
      ['Denim Work Apron', 'डेनिम एप्रन'],
      ['Waterproof Apron', 'वाटरप्रूफ एप्रन'],
      ['Chef Apron', 'शेफ एप्रन'],
    ],
  },
  {
    category: 'Indian Spices',
    hsn: '0910',
    unit: 'kg',
    items: [
      ['Turmeric Powder', 'हल्दी'],
      ['Red Chilli Powder', 'लाल मिर्च'],
      ['Cumin Seeds', 'जीरा'],
      ['Coriander Seeds', 'धनिया'],
      ['Garam Masala', 'गरम मसाला'],
      ['Black Pepper', 'काली मिर्च'],
      ['Green Cardamom', 'इलायची'],
    ],
  },
  {
    category: 'Pulses',
    hsn: '0713',
    unit: 'kg',
    items: [
      ['Toor Dal', 'अरहर दाल'],
      ['Moong Dal', 'मूंग दाल'],
      ['Masoor Dal', 'मसूर दाल'],
      ['Chana Dal', 'चना दाल'],
      ['Urad Dal', 'उड़द दाल'],
      ['Rajma', 'राजमा'],
    ],
  },
  {
    category: 'Indian Rice',
    hsn: '1006',
    unit: 'kg',
    items: [
      ['Basmati Rice', 'बासमती चावल'],
      ['Sona Masoori Rice', 'सोना मसूरी चावल'],
      ['Parboiled Rice', 'उसना चावल'],
      ['Kolam Rice', 'कोलम चावल'],
      ['Brown Rice', 'भूरा चावल'],
    ],
  },
  {
    category: 'Papers',
    hsn: '4818',
    unit: 'roll',
    items: [
      ['Kitchen Tissue Roll', 'किचन टिशू'],
      ['Toilet Paper Roll', 'टॉयलेट पेपर'],
      ['Kraft Paper Roll', 'क्राफ्ट पेपर'],
    ],
  },
  {
    category: 'Metal Coils',
    hsn: '7606',
    unit: 'kg',
    items: [
      ['Aluminium Coil', 'एल्यूमिनियम कॉइल'],
      ['Copper Coil', 'तांबा कॉइल'],
      ['Galvanised Steel Coil', 'जस्ती स्टील कॉइल'],
      ['Brass Strip Coil', 'पीतल कॉइल'],
    ],
  },
  {
    category: 'Herbal Products',
    hsn: '1211',
    unit: 'kg',
    items: [
      ['Ashwagandha Root', 'अश्वगंधा'],
      ['Tulsi Leaves', 'तुलसी'],
      ['Neem Powder', 'नीम'],
      ['Amla Powder', 'आंवला'],
      ['Giloy Stem', 'गिलोय'],
    ],
  },
  {
    category: 'Dry Fruits',
    hsn: '0802',
    unit: 'kg',
    items: [
      ['California Almonds', 'बादाम'],
      ['Cashew Kernels W320', 'काजू'],
      ['Golden Raisins', 'किशमिश'],
      ['Walnut Kernels', 'अखरोट'],
      ['Pistachios', 'पिस्ता'],
    ],
  },
];
const grades = ['Premium', 'Export Quality', 'Farm Fresh', 'Wholesale', 'Organic', 'Sortex Cleaned', 'Best'];
const places = [
  ['Amritsar', 'Punjab'],
  ['Kochi', 'Kerala'],
  ['Jodhpur', 'Rajasthan'],
  ['Unjha', 'Gujarat'],
  ['Indore', 'Madhya Pradesh'],
  ['Hubballi', 'Karnataka'],
  ['Guwahati', 'Assam'],
  ['Nagpur', 'Maharashtra'],
  ['Erode', 'Tamil Nadu'],
  ['Kanpur', 'Uttar Pradesh'],
];
const businessKinds = ['Agro Foods', 'Traders', 'Exports', 'Industries', 'Mills', 'Enterprises', 'Naturals'];

/**
 * Adds the suppliers and their listings to the store's database at `url`, unless a run did already.
 * Answers how many of each the database then holds.
 */
export async function seedBenchCatalogue(
  url: string,
  { suppliers = BENCH_SUPPLIERS, listings = BENCH_LISTINGS } = {},
): Promise<{ suppliers: number; listings: number; seconds: number }> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const started = Date.now();
  try {
    const existing = await benchSuppliers(db);
    if (existing === 0) {
      await db.query('BEGIN');
      await db.query(
        `INSERT INTO users (email, name, password_hash, role, status, city, state, created_at)
         SELECT 'bench-supplier-' || s || '@example.in', 'Bench Supplier ' || s,
                -- Not a password hash: these accounts are for reading, nobody signs in to them.
                '!', 'supplier', 'approved',
                ($1::jsonb -> (s % $2) ->> 0), ($1::jsonb -> (s % $2) ->> 1),
                now() - (s % 700) * interval '1 day'
           FROM generate_series(1, $3::int) AS s`,
        [JSON.stringify(places), places.length, suppliers],
      );
      await db.query(
        `INSERT INTO supplier_profiles
           (user_id, business_name, slug, contact_person, mobile, categories, address, decided_at, valid_until)
         SELECT u.id, b.name, 'bench-' || lower(replace(b.name, ' ', '-')), u.name,
                '9' || lpad(b.s::text, 9, '0'), '[]'::jsonb, 'Plot ' || b.s || ', Industrial Area, ' || u.city,
                u.created_at + interval '3 days', u.created_at + interval '368 days'
           FROM users u,
                LATERAL (SELECT substring(u.email FROM 'bench-supplier-([0-9]+)@')::int AS s) n,
                LATERAL (SELECT n.s, u.city || ' ' || ($1::jsonb ->> (n.s % $2)) || ' ' || n.s AS name) b
          WHERE u.email LIKE 'bench-supplier-%@example.in'`,
        [JSON.stringify(businessKinds), businessKinds.length],
      );
      await db.query(
        `WITH vocabulary AS (
           SELECT (entry.ordinality - 1)::int AS position, c.id AS category_id, entry.value AS v
             FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS entry
             JOIN categories c ON c.name = entry.value ->> 'category'
         ),
         sellers AS (
           SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE email LIKE 'bench-supplier-%@example.in'
         ),
         rows AS (
           SELECT n, v.category_id, v.v ->> 'hsn' AS hsn, v.v ->> 'unit' AS unit,
                  v.v -> 'items' -> ((n / 9) % jsonb_array_length(v.v -> 'items')) AS item,
                  $2::jsonb ->> ((n / 97) % $3) AS grade,
                  $4::jsonb -> ((n / 13) % $5) AS place,
                  1000 + (n * 7919) % 400000 AS price,
                  sellers.ids[1 + n % array_length(sellers.ids, 1)] AS seller_id
             FROM generate_series(1, $6::int) AS n
             JOIN vocabulary v ON v.position = n % 9
             CROSS JOIN sellers
         )
         INSERT INTO products
           (name, category_id, short_description, full_description, price_paise, original_price_paise, unit,
            moq, step_qty, weight_grams, hsn, packaging_sizes, rating, reviews, images, photos, certificates,
            documents, featured, slabs, seller_id, visible)
         SELECT grade || ' ' || (item ->> 0) || ' from ' || (place ->> 0)
                  || CASE WHEN n % 5 = 0 THEN ' (' || (item ->> 1) || ')' ELSE '' END,
                category_id,
                (item ->> 0) || ' sourced from ' || (place ->> 0) || ', ' || (place ->> 1)
                  || ', cleaned and packed for bulk buyers.'
                  || CASE WHEN n % 3 = 0 THEN ' ' || (item ->> 1) || ' थोक में उपलब्ध।' ELSE '' END,
                'Lot ' || n || ': ' || (item ->> 0) || ' of ' || grade || ' grade, graded and packed in '
                  || (place ->> 0) || '. Dispatch within 3 days; lab report on request.',
                price, price + price / 10, unit,
                CASE unit WHEN 'kg' THEN 50 ELSE 100 END, CASE unit WHEN 'kg' THEN 10 ELSE 50 END,
                CASE unit WHEN 'kg' THEN 1000 ELSE 250 END, hsn,
                CASE unit WHEN 'kg' THEN '["25kg","50kg"]'::jsonb ELSE '[]'::jsonb END,
                3 + (n % 21) / 10.0, n % 500, '[]'::jsonb, '[]'::jsonb, '[]'::jsonb, '[]'::jsonb, false,
                jsonb_build_array(
                  jsonb_build_object('fromQuantity', CASE unit WHEN 'kg' THEN 500 ELSE 1000 END,
                                     'pricePaise', price * 95 / 100),
                  jsonb_build_object('fromQuantity', CASE unit WHEN 'kg' THEN 2000 ELSE 5000 END,
                                     'pricePaise', price * 90 / 100)),
                seller_id, true
           FROM rows`,
        [
          JSON.stringify(vocabulary),
          JSON.stringify(grades),
          grades.length,
          JSON.stringify(places),
          places.length,
          listings,
        ],
      );
      await db.query('COMMIT');
      // Statistics for the planner, and the visibility map that lets a count read only an index.
      await db.query('VACUUM ANALYZE');
    }
    return {
      suppliers: await benchSuppliers(db),
      listings: Number(
        (await db.query('SELECT count(*) AS n FROM products WHERE seller_id IS NOT NULL AND visible')).rows[0]
          .n,
      ),
      seconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
}

async function benchSuppliers(db: pg.Client): Promise<number> {
  const { rows } = await db.query(
    `SELECT count(*) AS n FROM users WHERE email LIKE 'bench-supplier-%@example.in' AND status = 'approved'`,
  );
  return Number(rows[0].n);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to a PostgreSQL database the store has migrated.');
    process.exit(1);
  }
  const seeded = await seedBenchCatalogue(url);
  console.log(
    `${seeded.suppliers} approved suppliers, ${seeded.listings} live listings (${seeded.seconds.toFixed(1)} s)`,
  );
}
