import type { Random } from '#server/data/prng.ts';
import { serffDate } from './document-formats.ts';
import type { DocumentFacts } from './document-input.ts';
import type { PageWriter } from './page-writer.ts';

type Kind = 'auto' | 'home' | 'other';

/** The endorsement a form filing submits, by line: its title and the provisions it amends. */
const ENDORSEMENTS: Readonly<Record<Kind, { title: string; provisions: readonly string[] }>> = {
  auto: {
    title: 'Amendatory Endorsement',
    provisions: [
      'Part A - Liability Coverage, Exclusions, is amended: we do not provide Liability Coverage for any insured using a vehicle while it is being used to carry persons or property for compensation or a fee, including delivery of food or goods, unless the named insured has purchased the transportation network endorsement.',
      'Part D - Coverage for Damage to Your Auto, Limit of Liability, is replaced: our limit of liability for loss will be the lesser of the actual cash value of the stolen or damaged property or the amount necessary to repair or replace the property with other property of like kind and quality, less any applicable deductible shown in the Declarations.',
      'Part F - General Provisions, Our Right to Recover Payment, is amended to state that our rights do not apply against any person using your covered auto with a reasonable belief that the person is entitled to do so.',
      'Duties After an Accident or Loss: a person seeking coverage must promptly notify us of how, when and where the accident or loss happened, cooperate with us in the investigation, settlement or defense of any claim, and submit, as often as we reasonably require, to physical exams by physicians we select.',
    ],
  },
  home: {
    title: 'Special Provisions Endorsement',
    provisions: [
      'Section I - Property Coverages, Coverage A - Dwelling, is amended: we cover the dwelling on the residence premises shown in the Declarations, including structures attached to the dwelling, and materials and supplies located on or next to the residence premises used to construct, alter or repair the dwelling.',
      'Section I - Perils Insured Against is amended to exclude loss caused by continuous or repeated seepage or leakage of water or steam over a period of weeks, months or years from within a plumbing, heating, air conditioning or automatic fire protective sprinkler system or from within a household appliance.',
      'Section I - Conditions, Loss Settlement, is replaced: buildings covered under Coverage A or B are settled at replacement cost without deduction for depreciation, subject to the roof surfacing payment schedule where it is shown in the Declarations.',
      'Section II - Conditions, Duties of an Injured Person, is amended: the injured person or someone acting for the injured person will give us written proof of claim, under oath if required, as soon as is practical, and authorize us to obtain copies of medical reports and records.',
    ],
  },
  other: {
    title: 'Amendatory Endorsement',
    provisions: [
      'The Definitions section is amended: "occurrence" means an accident, including continuous or repeated exposure to substantially the same general harmful conditions, which results during the policy period in bodily injury or property damage.',
      'The Conditions section is amended: we may cancel this policy by mailing to the first named insured written notice of cancellation at least 30 days before the effective date of cancellation, or 10 days before if we cancel for nonpayment of premium.',
      'The Limits of Insurance section is amended: the most we will pay for all damages because of bodily injury and property damage arising out of any one occurrence is the limit shown in the Declarations, regardless of the number of insureds, claims made or persons injured.',
    ],
  },
};

/**
 * The submitted endorsement's text (its state amendments, then its provisions) and the
 * readability certification a form filing carries: two to three pages.
 */
export function writeFormText(
  writer: PageWriter,
  facts: DocumentFacts,
  kind: Kind,
  random: Random,
): void {
  const w = facts.whole;
  const endorsement = ENDORSEMENTS[kind];
  const edition = (w.submitted_date ?? '2024-01').slice(0, 7).split('-').reverse().join('/');
  writer.startPage([
    `${endorsement.title} - ${facts.stateName}`,
    `${w.product_name} (edition ${edition})`,
  ]);
  writer.paragraph(
    `This endorsement changes the policy. Please read it carefully. With respect to coverage provided by this endorsement, the provisions of the policy apply unless modified by the endorsement. The following provisions apply to policies written in ${facts.stateName}.`,
  );
  for (const [k, text] of endorsement.provisions.entries()) {
    writer.heading(`Provision ${k + 1}`);
    writer.paragraph(text);
  }
  writer.space();
  writer.paragraph(
    `All other terms and conditions of the policy remain unchanged. Includes copyrighted material of Insurance Services Office, Inc., with its permission, where so noted.`,
  );
  const score = (45 + random.next() * 15).toFixed(1);
  writer.startPage(['Readability Certification', facts.stateName]);
  writer.paragraph(
    `I certify that the policy forms listed in the Form Schedule of this filing, as amended by the endorsement submitted, achieve a Flesch reading ease score of ${score} or more, computed on the entire form in accordance with the readability requirements of ${facts.stateName}, and are printed in a type size of not less than ten points.`,
  );
  writer.form([
    ['Certified by:', facts.author.name, 'Title:', facts.author.title],
    ['Company:', w.filing_company, 'Date:', serffDate(w.submitted_date)],
  ]);
}
