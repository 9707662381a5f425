import type { Visa } from '@school/domain/candidate/visa';

/** A Visto D visa with nothing given yet: the tests add what their case has. */
export const EMPTY_VISA: Visa = {
  recordType: 'Visto D',
  status: null,
  embassyAppointmentDate: null,
  embassyName: null,
  embassyAddress: null,
  acceptance: false,
  flightArrival: null,
  arrivalAirport: null,
  flightTicket: null,
  visaStartDate: null,
  visaExpiryDate: null,
  refusalReason: null,
  permitAppointmentDate: null,
  postKitAppointmentDate: null,
  fingerprintPhotoDate: null,
};
