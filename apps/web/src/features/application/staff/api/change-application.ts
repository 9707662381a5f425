import type { SetBillingEditingBody, SetClothingEditingBody } from '@school/domain/staff/contracts/editing';
import type { AddInstalmentBody, RecordPaymentBody } from '@school/domain/staff/contracts/instalments';
import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import type { UpdateApplicationStatusBody } from '@school/domain/staff/contracts/update-application-status';
import type { EnableVisaBody, SetVisaAppointmentsBody } from '@school/domain/staff/contracts/visa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, isApiError } from '../../../../lib/api-client';
import { applicationKeys } from '../../api/application-keys';

/**
 * A change staff make from the application's page: which one, the record it changes (the
 * application, an instalment, or the person for the course billing form) and its body.
 */
export type ApplicationChange =
  | { change: 'status'; id: string; body: UpdateApplicationStatusBody }
  | { change: 'instalment'; id: string; body: AddInstalmentBody }
  | { change: 'payment'; id: string; body: RecordPaymentBody }
  | { change: 'visa'; id: string; body: EnableVisaBody }
  | { change: 'visaAppointments'; id: string; body: SetVisaAppointmentsBody }
  | { change: 'clothing'; id: string; body: SetClothingEditingBody }
  | { change: 'courseBilling'; userId: string; body: SetBillingEditingBody };

/** Every change of the application's page (status, instalments, payments, visa, clothing, billing). */
export function changeApplication(request: ApplicationChange): Promise<unknown> {
  switch (request.change) {
    case 'status':
      return call(staffApi.setStatus, { params: { id: request.id }, body: request.body });
    case 'instalment':
      return call(staffApi.addInstalment, { params: { id: request.id }, body: request.body });
    case 'payment':
      return call(staffApi.recordPayment, { params: { id: request.id }, body: request.body });
    case 'visa':
      return call(staffApi.enableVisa, { params: { id: request.id }, body: request.body });
    case 'visaAppointments':
      return call(staffApi.setVisaAppointments, { params: { id: request.id }, body: request.body });
    case 'clothing':
      return call(staffApi.setClothingEditing, { params: { id: request.id }, body: request.body });
    case 'courseBilling':
      return call(staffApi.setBillingEditing, {
        params: { userId: request.userId, kind: 'course' },
        body: request.body,
      });
  }
}

/**
 * Afterwards, or on a stale version (409 `staff.staleRecord`), the application and its history are
 * read again, so the page shows the record as it now is.
 */
export function useApplicationChange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeApplication,
    onSettled: async (_data, error) => {
      if (!error || isApiError(error, 'staff.staleRecord')) {
        await queryClient.invalidateQueries({ queryKey: applicationKeys.staff.application(id) });
      }
      await queryClient.invalidateQueries({ queryKey: applicationKeys.staff.lists });
      await queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] });
      await queryClient.invalidateQueries({ queryKey: ['staff', 'billing'] });
    },
  });
}
