import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  type HvacHomeOwnership,
  clearHvacOwnership,
  getHvacQualifyingError,
  isHvacContinueDisabled,
  isHvacQualified,
} from './hvac';

const full: HvacHomeOwnership = {
  applicant_id: 7,
  home_type: 'single-family',
  ownership_type: 'own-with-loan',
  name_of_landowner: 'Land Co',
  phone_of_landowner: '5551234567',
  name_on_property_deed: 'Jane Doe',
  is_co_owner: true,
  owner_address: { line_1: '1 Main St', city: 'Austin', state: 'TX', code: '78701' },
  mortgage_holder_name: 'Bank',
  mortgage_holder_payment: 120000,
};

const landowner = ['name_of_landowner', 'phone_of_landowner'] as const;
const owner = ['name_on_property_deed', 'is_co_owner', 'owner_address'] as const;
const mortgage = ['mortgage_holder_name', 'mortgage_holder_payment'] as const;

describe('spec 01 §4: HVAC ownership clearing rules', () => {
  it.each([
    // home_type, ownership_type, expected ownership_type, cleared groups
    ['manufactured-on-leased-land', 'own-with-loan', null, [...owner, ...mortgage]],
    ['manufactured-on-leased-land', 'rent', null, [...owner, ...mortgage]],
    ['single-family', 'own-with-loan', 'own-with-loan', [...landowner]],
    ['single-family', 'own-without-loan', 'own-without-loan', [...landowner, ...mortgage]],
    ['single-family', 'rent', 'rent', [...landowner, ...owner, ...mortgage]],
    ['single-family', null, null, [...landowner, ...owner, ...mortgage]],
    [null, 'own-with-loan', 'own-with-loan', [...landowner]],
    ['', 'junk', 'junk', [...landowner, ...owner, ...mortgage]],
  ] as const)(
    'home %j, ownership %j → ownership %j, clears %j',
    (homeType, ownershipType, ownership, cleared) => {
      const input = { ...full, home_type: homeType, ownership_type: ownershipType };
      const result = clearHvacOwnership(input);
      expect(result.ownership_type).toBe(ownership);
      for (const key of [...landowner, ...owner, ...mortgage]) {
        if ((cleared as readonly string[]).includes(key)) expect(result[key]).toBeNull();
        else expect(result[key]).toEqual(full[key]);
      }
    },
  );

  it('returns a new object, keeps other fields and leaves the input unchanged', () => {
    const input = { ...full, home_type: 'manufactured-on-leased-land', extra: 'kept' };
    const snapshot = structuredClone(input);
    const result = clearHvacOwnership(input);
    expect(result).not.toBe(input);
    expect(input).toEqual(snapshot);
    expect(result.extra).toBe('kept');
    expect(result.applicant_id).toBe(7);
  });

  it('clears everything dependent on an empty record', () => {
    expect(clearHvacOwnership({})).toEqual({
      name_of_landowner: null,
      phone_of_landowner: null,
      name_on_property_deed: null,
      is_co_owner: null,
      owner_address: null,
      mortgage_holder_name: null,
      mortgage_holder_payment: null,
    });
  });

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          home_type: fc.constantFrom('manufactured-on-leased-land', 'single-family', null, ''),
          ownership_type: fc.constantFrom('rent', 'own-with-loan', 'own-without-loan', null, 'x'),
          name_of_landowner: fc.option(fc.string()),
          mortgage_holder_name: fc.option(fc.string()),
        }),
        (record) => {
          const once = clearHvacOwnership(record);
          expect(clearHvacOwnership(once)).toEqual(once);
        },
      ),
    );
  });
});

describe('spec 01 §5 and §9: HVAC needs YES to all 4 questions', () => {
  it.each([
    [[true, true, true, true], true],
    [['yes', 'YES', ' Yes ', true], true],
    [[true, true, true, false], false],
    [[true, true, true, 'no'], false],
    [[true, true, true], false],
    [[true, true, true, null], false],
    [[], false],
    [null, false],
    [undefined, false],
    [['junk', true, true, true], false],
  ] as const)('%j → qualified %s', (answers, qualified) => {
    expect(isHvacQualified(answers)).toBe(qualified);
    expect(getHvacQualifyingError(answers)).toEqual(qualified ? null : { code: 'hvac.allYes' });
  });

  it('shows the spec text', () => {
    expect(formatMessage(getHvacQualifyingError([false])!)).toBe(
      'You need to be able to answer YES to all questions!',
    );
  });

  it.each([
    [[], true],
    [null, true],
    [[true, true, true], true],
    [[true, null, true, true], true],
    [[true, '', true, true], true],
    [[true, false, true, true], false],
    [['no', 'no', 'no', 'no'], false],
    [[true, true, true, true], false],
  ] as const)('Continue disabled for %j → %s', (answers, disabled) => {
    expect(isHvacContinueDisabled(answers)).toBe(disabled);
  });
});
