/**
 * "Aturan kehadiran" in an admin's form of a cohort (the batch form, the group form): the three rules as typed into
 * text boxes, with the API's bounds as hints (`attendanceRuleFields` in util-contracts). The form binds each box
 * (`field`) and pipes the text through its own schema; `typedRules` reshapes the text into the numbers the API takes.
 */
import { Fieldset, typedWholeNumber } from '@akademi-siber/feature-app-frame/forms';
import { Stack, TextField, type TextFieldProps } from '@akademi-siber/ui-design-system';

export const ATTENDANCE_RULE_FIELDS = [
  'lateAfterMinutes',
  'attendanceFinalAfterMinutes',
  'attendanceThresholdPercent',
] as const;
export type AttendanceRuleField = (typeof ATTENDANCE_RULE_FIELDS)[number];

/** The rules as the boxes hold them. */
export type AttendanceRuleText = Record<AttendanceRuleField, string>;

/** The platform's defaults for a new cohort (decision 0040): 10 minutes, a day, 75%. */
export const DEFAULT_ATTENDANCE_RULES: AttendanceRuleText = {
  lateAfterMinutes: '10',
  attendanceFinalAfterMinutes: '1440',
  attendanceThresholdPercent: '75',
};

/** A cohort's rules (as the admin's batch and group carry them) → the boxes' text. */
export const attendanceRuleText = (rules: Record<AttendanceRuleField, number>): AttendanceRuleText => ({
  lateAfterMinutes: String(rules.lateAfterMinutes),
  attendanceFinalAfterMinutes: String(rules.attendanceFinalAfterMinutes),
  attendanceThresholdPercent: String(rules.attendanceThresholdPercent),
});

/** The boxes' text → the numbers of the API's body. */
export const typedRules = (text: AttendanceRuleText): Record<AttendanceRuleField, number> => ({
  lateAfterMinutes: typedWholeNumber(text.lateAfterMinutes),
  attendanceFinalAfterMinutes: typedWholeNumber(text.attendanceFinalAfterMinutes),
  attendanceThresholdPercent: typedWholeNumber(text.attendanceThresholdPercent),
});

const half = { flex: '1 1 200px', minWidth: 0 } as const;

const LABELS: Readonly<Record<AttendanceRuleField, { label: string; hint: string }>> = {
  lateAfterMinutes: {
    label: 'Terlambat setelah (menit)',
    hint: '0–240; bergabung lebih lambat dari ini tercatat Terlambat.',
  },
  attendanceFinalAfterMinutes: {
    label: 'Kehadiran final setelah (menit)',
    hint: '0–43200 setelah sesi berakhir; 1440 = sehari.',
  },
  attendanceThresholdPercent: { label: 'Syarat kehadiran sertifikat (%)', hint: '0–100, dari semua sesi.' },
};

export interface AttendanceRulesFieldsetProps {
  /** The form's binding of one box: its register props, error and disabled state. */
  field: (name: AttendanceRuleField) => Omit<TextFieldProps, 'label'>;
}

export function AttendanceRulesFieldset({ field }: AttendanceRulesFieldsetProps) {
  return (
    <Fieldset>
      <legend>Aturan kehadiran</legend>
      <Stack $direction="row" $gap={4} $wrap $align="flex-start">
        {ATTENDANCE_RULE_FIELDS.map((name) => (
          <TextField
            key={name}
            label={LABELS[name].label}
            inputMode="numeric"
            required
            hint={LABELS[name].hint}
            {...field(name)}
            style={half}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
