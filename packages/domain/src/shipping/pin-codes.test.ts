import fc from 'fast-check';
import { expect, test } from 'vitest';
import { PIN_CODE_PATTERN, pinCodeMatchesState, pinPrefixesOf, statesForPinCode } from './pin-codes';
import { INDIAN_STATES } from './zones';

// Real addresses' PIN codes: a head post office of each state, and the border cases the table allows.
const realPinCodes: readonly (readonly [string, string])[] = [
  ['Andhra Pradesh', '520001'], // Vijayawada
  ['Andhra Pradesh', '530001'], // Visakhapatnam
  ['Arunachal Pradesh', '791111'], // Itanagar
  ['Assam', '781001'], // Guwahati
  ['Bihar', '800001'], // Patna
  ['Chhattisgarh', '492001'], // Raipur
  ['Goa', '403001'], // Panaji
  ['Gujarat', '380001'], // Ahmedabad
  ['Haryana', '122001'], // Gurugram
  ['Himachal Pradesh', '171001'], // Shimla
  ['Jharkhand', '834001'], // Ranchi
  ['Karnataka', '560001'], // Bengaluru
  ['Kerala', '682001'], // Kochi
  ['Madhya Pradesh', '452001'], // Indore
  ['Madhya Pradesh', '462001'], // Bhopal
  ['Maharashtra', '400001'], // Mumbai
  ['Maharashtra', '411001'], // Pune
  ['Manipur', '795001'], // Imphal
  ['Meghalaya', '793001'], // Shillong
  ['Mizoram', '796001'], // Aizawl
  ['Nagaland', '797001'], // Kohima
  ['Odisha', '751001'], // Bhubaneswar
  ['Punjab', '141001'], // Ludhiana
  ['Punjab', '160062'], // Mohali, with Chandigarh's 160
  ['Rajasthan', '302001'], // Jaipur
  ['Sikkim', '737101'], // Gangtok
  ['Tamil Nadu', '600001'], // Chennai
  ['Tamil Nadu', '605602'], // Villupuram, with Puducherry's 605
  ['Telangana', '500001'], // Hyderabad
  ['Tripura', '799001'], // Agartala
  ['Uttar Pradesh', '226001'], // Lucknow
  ['Uttar Pradesh', '248001'], // within 20 to 28, shared with Uttarakhand
  ['Uttarakhand', '248001'], // Dehradun
  ['Uttarakhand', '263001'], // Nainital
  ['West Bengal', '700001'], // Kolkata
  ['Chandigarh', '160017'],
  ['Dadra & Nagar Haveli and Daman & Diu', '396230'], // Silvassa
  ['Dadra & Nagar Haveli and Daman & Diu', '396210'], // Daman
  ['Dadra & Nagar Haveli and Daman & Diu', '362520'], // Diu
  ['Puducherry', '605001'],
  ['Puducherry', '609602'], // Karaikal
  ['Puducherry', '673310'], // Mahe
  ['Puducherry', '533464'], // Yanam
  ['Delhi', '110001'],
  ['Jammu & Kashmir', '190001'], // Srinagar
  ['Jammu & Kashmir', '180001'], // Jammu
  ['Ladakh', '194101'], // Leh
  ['Andaman & Nicobar Islands', '744101'], // Port Blair
  ['Lakshadweep', '682555'], // Kavaratti
];

test.each(realPinCodes)('%s takes the PIN code %s', (state, pin) => {
  expect(pinCodeMatchesState(pin, state)).toBe(true);
  expect(statesForPinCode(pin)).toContain(state);
});

test('every listed state has a real PIN code above', () => {
  expect(new Set(realPinCodes.map(([state]) => state))).toEqual(new Set(INDIAN_STATES));
});

// One digit off a real PIN code lands in a neighbouring state (or nowhere) and is refused.
test.each([
  ['Maharashtra', '452001'], // Indore, Madhya Pradesh
  ['Madhya Pradesh', '442001'], // Wardha, Maharashtra
  ['Delhi', '120001'], // Haryana
  ['Haryana', '110001'], // Delhi
  ['Goa', '402001'], // Maharashtra
  ['Maharashtra', '403001'], // Panaji, Goa
  ['Kerala', '582001'], // Karnataka
  ['Karnataka', '682001'], // Kochi, Kerala
  ['Gujarat', '480001'], // Madhya Pradesh
  ['Sikkim', '736101'], // Cooch Behar, West Bengal
  ['West Bengal', '737101'], // Gangtok, Sikkim
  ['West Bengal', '744101'], // Port Blair
  ['Andaman & Nicobar Islands', '745101'], // Odisha's 75 is next door
  ['Jammu & Kashmir', '194101'], // Leh, Ladakh
  ['Ladakh', '193101'], // Baramulla, Jammu & Kashmir
  ['Chandigarh', '161001'], // Punjab
  ['Puducherry', '606001'], // Tamil Nadu
  ['Telangana', '510001'], // Andhra Pradesh
  ['Assam', '791111'], // Itanagar, Arunachal Pradesh
  ['Tripura', '798001'], // Nagaland
  ['Bihar', '754001'], // Odisha
  ['Uttarakhand', '245101'], // Hapur, Uttar Pradesh
])('%s refuses the PIN code %s', (state, pin) => {
  expect(pinCodeMatchesState(pin, state)).toBe(false);
  expect(statesForPinCode(pin)).not.toContain(state);
});

test('a field post office (9) belongs to no state', () => {
  expect(statesForPinCode('900001')).toEqual([]);
  expect(statesForPinCode('999999')).toEqual([]);
});

test.each(['', '45200', '4520011', '052001', '45200a', ' 452001', '452 001', '４５２００１'])(
  'a malformed PIN code %j belongs to no state',
  (pin) => {
    expect(PIN_CODE_PATTERN.test(pin)).toBe(false);
    expect(statesForPinCode(pin)).toEqual([]);
    expect(pinCodeMatchesState(pin, 'Madhya Pradesh')).toBe(false);
  },
);

test('an unlisted state takes no PIN code', () => {
  expect(pinPrefixesOf('Atlantis')).toEqual([]);
  expect(pinPrefixesOf('constructor')).toEqual([]);
  expect(pinCodeMatchesState('452001', 'madhya pradesh')).toBe(false);
});

test('every state has well-formed prefixes within the civilian regions 1 to 8', () => {
  for (const state of INDIAN_STATES) {
    const ranges = pinPrefixesOf(state);
    expect(ranges.length, state).toBeGreaterThan(0);
    for (const [from, to] of ranges) {
      expect(Number.isInteger(from) && Number.isInteger(to) && from <= to, state).toBe(true);
      expect(from >= 110 && to <= 899, state).toBe(true);
    }
  }
});

const listedState = fc.constantFrom(...INDIAN_STATES);
const lastThreeDigits = fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0'));
const anyPinCode = fc.integer({ min: 100_000, max: 999_999 }).map(String);

test('a PIN code made from any of a state prefixes belongs to that state', () => {
  fc.assert(
    fc.property(
      listedState.chain((state) =>
        fc.tuple(
          fc.constant(state),
          fc.constantFrom(...pinPrefixesOf(state)).chain(([from, to]) => fc.integer({ min: from, max: to })),
          lastThreeDigits,
        ),
      ),
      ([state, prefix, rest]) => {
        const pin = `${prefix}${rest}`;
        expect(pinCodeMatchesState(pin, state)).toBe(true);
        expect(statesForPinCode(pin)).toContain(state);
      },
    ),
  );
});

test('a state takes a PIN code exactly when the PIN code lists the state', () => {
  fc.assert(
    fc.property(anyPinCode, listedState, (pin, state) => {
      expect(pinCodeMatchesState(pin, state)).toBe(statesForPinCode(pin).includes(state));
    }),
  );
});

test('a PIN code from a postal region the state is not in is refused', () => {
  fc.assert(
    fc.property(listedState, anyPinCode, (state, pin) => {
      const regions = new Set(
        pinPrefixesOf(state).flatMap(([from, to]) => [Math.floor(from / 100), Math.floor(to / 100)]),
      );
      fc.pre(!regions.has(Number(pin[0])));
      expect(pinCodeMatchesState(pin, state)).toBe(false);
    }),
  );
});

test('text that is not six digits belongs to no state', () => {
  fc.assert(
    fc.property(fc.string(), listedState, (text, state) => {
      fc.pre(!PIN_CODE_PATTERN.test(text));
      expect(statesForPinCode(text)).toEqual([]);
      expect(pinCodeMatchesState(text, state)).toBe(false);
    }),
  );
});
