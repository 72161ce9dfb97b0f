/**
 * POST /campaigns/{id}/request-approval (001 7: watcherIds or userIds, and isFinal; 001 3 'Campaign' notifications):
 * records the campaign's finalApprovalRequestedAt or interimApprovalRequestedAt, appends a request record to the
 * approval trail, mails each user through the mail port and notifies them ('{Final|Interim} approval requested').
 * Every user must be able to open the campaign, else 422 and nothing happens.
 */
import { campaignIdParamsSchema, requestApprovalSchema } from '@shared/contracts/creatives';
import { NOTIFICATION_EVENTS, NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import { fillMessage, MESSAGES, NOTIFICATION_TEXTS } from '@shared/messages';
import { CampaignChangedError, campaignsRepository, writableCampaign, type Campaign } from '@functions/campaigns/public';
import { AppError, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { newId } from '@functions/lib/ids';
import { appLink, sendMail } from '@functions/lib/mail';
import { notifyUsers } from '@functions/notifications/public';
import { approvalRecords } from '../approval-records';
import { campaignUsers } from '../campaign-users';
import { approverOf } from '../format-approvals';

const ATTEMPTS = 3;

/** Sets the request time on the campaign, read again after a concurrent change. */
async function markRequested(campaign: Campaign, isFinal: boolean, now: number): Promise<Campaign> {
  let current = campaign;
  for (let attempt = 1; ; attempt++) {
    try {
      return await campaignsRepository.update(current, { notifications: { ...current.notifications, [isFinal ? 'finalApprovalRequestedAt' : 'interimApprovalRequestedAt']: now } });
    } catch (error) {
      if (!(error instanceof CampaignChangedError) || attempt >= ATTEMPTS) throw error instanceof CampaignChangedError ? new AppError('DEFAULT_ERROR', 409, MESSAGES.updateFailedInUse) : error;
      current = (await campaignsRepository.get(campaign.id)) ?? current;
    }
  }
}

export default defineRoute({
  idempotent: true,
  request: { params: campaignIdParamsSchema, body: requestApprovalSchema },
  async handle({ caller, params, body }) {
    const { campaign } = await writableCampaign(caller, params.id);
    const users = new Map((await campaignUsers(campaign)).map((u) => [u.id, u]));
    const recipients = body.watcherIds.map((id) => users.get(id));
    if (recipients.some((u) => !u)) throw unprocessable(MESSAGES.approvalRequestRecipients);
    const now = Date.now();
    const updated = await markRequested(campaign, body.isFinal, now);
    const who = approverOf(caller);
    const kind = body.isFinal ? 'Final' : 'Interim';
    await approvalRecords.append([
      {
        id: newId(now),
        partnerId: campaign.partnerId,
        campaignId: campaign.id,
        creativeId: campaign.id,
        subject: 'campaign',
        creativeName: campaign.name,
        version: '',
        kind: 'request',
        level: body.isFinal ? 'final' : 'interim',
        userId: who.userId,
        userName: who.name,
        userEmail: who.email,
        role: who.role,
        at: now,
        ...(body.comment ? { comment: body.comment } : {}),
      },
    ]);
    const link = appLink(`/campaigns/${campaign.id}/creatives`);
    const text = fillMessage(NOTIFICATION_TEXTS.approvalRequestedMessage, { name: who.name, kind: kind.toLowerCase(), campaign: campaign.name });
    await Promise.all(
      recipients.map((u) =>
        sendMail({ to: u!.email, subject: fillMessage(MESSAGES.approvalRequestMailSubject, { level: kind, campaign: campaign.name }), text: `${text}${body.comment ? `\n\n${body.comment}` : ''}\n\n${link}`, link }),
      ),
    );
    await notifyUsers({
      partnerId: campaign.partnerId,
      userIds: recipients.map((u) => u!.id),
      source: NOTIFICATION_SOURCES.campaigns,
      event: NOTIFICATION_EVENTS.campaigns.approvalRequested,
      payload: { campaignId: campaign.id, campaignName: campaign.name, isFinal: body.isFinal, requestedBy: who.name },
    });
    return {
      body: {
        notified: recipients.map((u) => ({ _id: u!.id, name: u!.name ?? u!.email, email: u!.email })),
        notifications: {
          finalApprovalRequestedAt: updated.notifications?.finalApprovalRequestedAt ?? null,
          interimApprovalRequestedAt: updated.notifications?.interimApprovalRequestedAt ?? null,
        },
      },
    };
  },
});
