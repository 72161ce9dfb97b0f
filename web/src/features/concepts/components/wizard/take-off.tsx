import { Button, Result } from 'antd';
import { MESSAGES } from '@shared/messages';

/** After Finish & Send: thanks by concept name and the team's estimate (000 2.5). */
export function TakeOff({ name, onClose }: { name: string; onClose(): void }) {
  return (
    <Result
      status="success"
      title={`Thank you for requesting ${name}!`}
      subTitle={MESSAGES.wizardTakeOff}
      extra={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    />
  );
}
