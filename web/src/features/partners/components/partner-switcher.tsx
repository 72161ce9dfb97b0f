import { Select } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PARTNER_SEARCH_MAX_LENGTH } from '@shared/constants';
import { groupPartners } from '@shared/domain/partners';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { PARTNER_PARAM } from '@web/lib/partner-query';
import { usePartners } from '../api/get-partners';
import { savePartner } from '../saved-partner';
import './partner-switcher.css';

const PLACEHOLDER = 'Client Name';

/** The partner switcher of top admins (000 2.3): searchable, grouped Internal / Demo / Client. */
export function PartnerSwitcher() {
  const partners = usePartners(true);
  const current = useCurrentPartnerId();
  const [, setParams] = useSearchParams();

  const options = useMemo(
    () =>
      groupPartners(partners.data ?? []).map((group) => ({
        label: group.type,
        title: group.type,
        options: group.partners.map((p) => ({ label: p.name, value: p._id })),
      })),
    [partners.data],
  );

  const select = (partnerId: string) => {
    savePartner(partnerId);
    setParams((params) => {
      params.set(PARTNER_PARAM, partnerId);
      return params;
    });
  };

  return (
    <Select
      aria-label="Partner"
      placeholder={PLACEHOLDER}
      style={{ width: 220 }}
      loading={partners.isLoading}
      value={partners.data ? (current ?? undefined) : undefined}
      options={options}
      onChange={select}
      className="partner-switcher"
      showSearch={{ optionFilterProp: 'label' }}
      // antd sets neither on the search input of a single select; the search has a maximum length (000 2.3).
      components={{ input: <input placeholder={PLACEHOLDER} maxLength={PARTNER_SEARCH_MAX_LENGTH} /> }}
      popupMatchSelectWidth={false}
    />
  );
}
