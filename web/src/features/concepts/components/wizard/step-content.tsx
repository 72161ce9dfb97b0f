import type { NodeDto } from '@shared/contracts/business-nodes';
import type { WizardStep } from '@shared/domain/concepts';
import { AssetsStep } from './steps/assets-step';
import { ChannelsStep } from './steps/channels-step';
import { DetailsStep } from './steps/details-step';
import { DirectionStep, SignOffStep } from './steps/direction-step';
import { FormatsStep } from './steps/formats-step';
import { ObjectivesStep } from './steps/objectives-step';
import type { StepProps } from './steps/step-props';

/** The form of the current step. */
export function StepContent({ step, tree, nameTaken, ...props }: StepProps & { step: WizardStep; tree: NodeDto[]; nameTaken: boolean }) {
  switch (step) {
    case 'INTRO':
      return <DetailsStep {...props} tree={tree} nameTaken={nameTaken} />;
    case 'OBJECTIVES':
      return <ObjectivesStep {...props} />;
    case 'CHANNELS':
      return <ChannelsStep {...props} />;
    case 'FORMATS':
      return <FormatsStep {...props} />;
    case 'ASSETS':
      return <AssetsStep {...props} />;
    case 'OTHER_BUSINESS':
      return <DirectionStep {...props} />;
    case 'SIGN_OFF':
      return <SignOffStep {...props} />;
  }
}
