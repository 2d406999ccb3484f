import { QUALITY_CODE_MAX, QUALITY_CODE_PATTERN, QUALITY_NAME_MAX, QUALITY_REMARK_MAX } from '@takt/contracts';
import { remarkField } from '../../app/resource/resource-def';

/** What the five quality catalogues' pages share: the code and name limits, the remark. */
export const qualityCoded = { codeMax: QUALITY_CODE_MAX, nameMax: QUALITY_NAME_MAX, codePattern: QUALITY_CODE_PATTERN };
export const qualityRemark = remarkField(QUALITY_REMARK_MAX);

/** Severity colours: the most severe the most alarming. */
export const LEVEL_COLORS = { critical: 'red', major: 'orange', minor: 'blue' };

/** The locale texts of a catalogue's page: `quality.pages.<section>.title|add|edit`. */
export const qualityTexts = (
  section: 'defectType' | 'badPhenomenon' | 'defectCause' | 'responsibleUnit' | 'solution',
) =>
  ({
    title: `quality.pages.${section}.title`,
    add: `quality.pages.${section}.add`,
    edit: `quality.pages.${section}.edit`,
  }) as const;
