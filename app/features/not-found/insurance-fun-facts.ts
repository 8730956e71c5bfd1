/** True facts about insurance, one of which the not-found page shows at random. */
export const INSURANCE_FUN_FACTS: readonly string[] = [
  'The first successful fire insurer in America, the Philadelphia Contributionship, was founded in 1752 with Benjamin Franklin among its founders.',
  "Lloyd's of London traces its origins to Edward Lloyd's coffee house, where ship owners and underwriters met in the late 1680s.",
  'The McCarran-Ferguson Act of 1945 left the regulation of insurance primarily to the states, which is why rates are filed state by state.',
  'The National Association of Insurance Commissioners grew out of the National Insurance Convention, first held in 1871.',
  'SERFF, the System for Electronic Rates & Forms Filing, was built by the NAIC with state regulators and went live in the late 1990s.',
  'Travelers is credited with issuing the first U.S. automobile insurance policy, in 1898.',
  'Massachusetts passed the first compulsory automobile liability insurance law in the United States in 1925.',
  'New Hampshire does not require most drivers to buy auto liability insurance; they must instead be able to show financial responsibility after a crash.',
  'The Great Fire of London in 1666 led directly to the first fire insurance offices in England.',
  "California's Proposition 103, passed by voters in 1988, requires insurers to get prior approval of property and casualty rates.",
  'Under Proposition 103, consumers and advocacy groups can intervene in a California rate filing and challenge the requested change.',
  'A "deemer" provision treats a filing as approved if the regulator does not act on it within a set number of days.',
  'California, Hawaii and Massachusetts do not allow credit-based insurance scores to be used in pricing private passenger auto insurance.',
  "Michigan's no-fault law required unlimited lifetime personal injury protection for auto insureds until a 2019 reform introduced choices.",
  'Flood damage is excluded from standard homeowners policies; the National Flood Insurance Program was created in 1968 to fill the gap.',
  'Hurricane Andrew in 1992 caused about $15.5 billion of insured losses at the time and pushed several insurers into insolvency.',
  'Hurricane Katrina in 2005 produced more than $40 billion in insured losses, the costliest U.S. catastrophe of its time.',
  'Wisconsin enacted the first lasting state workers’ compensation law in 1911.',
  'The Casualty Actuarial Society was founded in 1914, originally to help price the new line of workers’ compensation insurance.',
  'The Hartford Fire Insurance Company was founded in 1810 and is one of the oldest insurers in the United States still operating.',
  'A combined ratio above 100% means an insurer paid out more in claims and expenses than it earned in premium.',
  'Most states group homeowners rate filings under Type of Insurance 04.0 and personal auto under 19.0 in SERFF.',
  'Texas regulates most personal auto and homeowners rates under a "file and use" system rather than prior approval.',
  'Insurance Services Office (ISO) was formed in 1971 to collect statistics and develop advisory rates and policy forms for insurers.',
];

/** Picks a fact; `random` is injectable so tests are deterministic. */
export function pickFunFact(random: () => number = Math.random): string {
  const index = Math.min(
    INSURANCE_FUN_FACTS.length - 1,
    Math.floor(random() * INSURANCE_FUN_FACTS.length),
  );
  return INSURANCE_FUN_FACTS[index] ?? INSURANCE_FUN_FACTS[0] ?? '';
}
