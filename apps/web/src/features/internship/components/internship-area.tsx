import { Accordion, Alert, Stack } from '@mantine/core';
import type { InternshipResponse } from '@school/domain/internship/contracts/internship';
import type { StageSection, StageSurvey } from '@school/domain/internship/stage';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DestinationSection } from './destination-section';
import { DocumentsSection } from './documents-section';
import { DossierSection } from './dossier-section';
import { StageSurveyForm } from './stage-survey-form';

/**
 * The internship area's content (specification 001, section 2 "Internship area"): "There is
 * currently no information for your Internship" at 99, otherwise the accordion of the sections the
 * server gives for the status (cumulative), the one of the status open (`openSection`: 4 opens
 * Documents, 5 Destination), the others toggling on click.
 */
export function InternshipArea({ area }: { area: InternshipResponse }) {
  const { t } = useTranslation('internship');
  const [open, setOpen] = useState<string[]>(area.openSection ? [area.openSection] : []);
  const [mapShown, setMapShown] = useState(area.openSection === 'destination');

  if (!area.hasStage || area.sections.length === 0) {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden="true" />} data-testid="no-stage">
        {t('noStage')}
      </Alert>
    );
  }

  const handleChange = (value: string[]) => {
    setOpen(value);
    // The map's frame loads the first time Destination is opened, and stays.
    if (value.includes('destination')) setMapShown(true);
  };

  return (
    <Accordion multiple value={open} onChange={handleChange} variant="separated" order={2}>
      {area.sections.map((section) => (
        <Accordion.Item key={section} value={section} data-section={section}>
          <Accordion.Control>{t(`sections.${section}`)}</Accordion.Control>
          <Accordion.Panel>
            <SectionContent area={area} section={section} mapShown={mapShown} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function SectionContent({
  area,
  section,
  mapShown,
}: {
  area: InternshipResponse;
  section: StageSection;
  mapShown: boolean;
}) {
  const { t } = useTranslation('internship');
  const { forms } = area;
  // A form starts again from the server's answer once it is sent (saved answers, editability).
  const survey = (form: StageSurvey) => {
    const view = forms[form];
    return view ? (
      <StageSurveyForm
        key={`${view.completed}:${view.editable}:${view.savedText ?? ''}`}
        form={form}
        view={view}
        submitLabel={t(`forms.${form}.submit`)}
      />
    ) : null;
  };

  switch (section) {
    case 'documents':
      return <DocumentsSection area={area} />;
    case 'preferences':
      return survey('preferences');
    case 'destination':
      return area.destination ? (
        <DestinationSection destination={area.destination} showMap={mapShown} />
      ) : null;
    case 'midSurvey':
      return survey('midSurvey');
    case 'endOfStage':
      return (
        <Stack gap="xl">
          {survey('endSurvey')}
          <DossierSection area={area} />
        </Stack>
      );
  }
}
