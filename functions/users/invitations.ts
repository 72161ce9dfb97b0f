/** Sending invitation and reset mails through the mail port; the token travels only in the link. */
import { PRODUCT_NAME } from '@shared/messages';
import { appLink, sendMail } from '@functions/lib/mail';

export async function mailInvitation(email: string, token: string): Promise<void> {
  const link = appLink(`/join/${token}`);
  await sendMail({
    to: email,
    subject: `You are invited to ${PRODUCT_NAME}`,
    text: `You have been invited to ${PRODUCT_NAME}. Open this link within 7 days to choose your password:\n\n${link}\n`,
    link,
  });
}

export async function mailPasswordReset(email: string, token: string): Promise<void> {
  const link = appLink(`/password/${token}`);
  await sendMail({
    to: email,
    subject: `Set a new ${PRODUCT_NAME} password`,
    text: `Someone asked to set a new password for this account. Open this link within 1 hour to do so; if it was not you, ignore this mail:\n\n${link}\n`,
    link,
  });
}
