import type { FastifyPluginAsync } from 'fastify';
import applicationRoutes from './application/application.routes.ts';
import attendanceRoutes from './attendance/attendance.routes.ts';
import attendanceStaffRoutes from './attendance/attendance-staff.routes.ts';
import authRoutes from './auth/auth.routes.ts';
import authStaffRoutes from './auth/auth-staff.routes.ts';
import passkeysRoutes from './auth/passkeys.routes.ts';
import billingRoutes from './billing/billing.routes.ts';
import bookingsRoutes from './bookings/bookings.routes.ts';
import bookingsStaffRoutes from './bookings/bookings-staff.routes.ts';
import candidateRoutes from './candidate/candidate.routes.ts';
import configRoutes from './config/config.routes.ts';
import doorsRoutes from './doors/doors.routes.ts';
import doorsStaffRoutes from './doors/doors-staff.routes.ts';
import e2eRoutes from './e2e/e2e.routes.ts';
import elearningRoutes from './elearning/elearning.routes.ts';
import elearningStaffRoutes from './elearning/elearning-staff.routes.ts';
import healthRoutes from './health/health.routes.ts';
import housingRoutes from './housing/housing.routes.ts';
import housingStaffRoutes from './housing/housing-staff.routes.ts';
import insightsRoutes from './insights/insights.routes.ts';
import internshipRoutes from './internship/internship.routes.ts';
import internshipEvaluationRoutes from './internship/internship-evaluation.routes.ts';
import internshipStaffRoutes from './internship/internship-staff.routes.ts';
import mailRoutes from './mail/mail.routes.ts';
import analyticsRoutes from './notifications/analytics.routes.ts';
import feedbackRoutes from './notifications/feedback.routes.ts';
import notificationsRoutes from './notifications/notifications.routes.ts';
import notificationsStaffRoutes from './notifications/notifications-staff.routes.ts';
import pushRoutes from './notifications/push.routes.ts';
import paymentsRoutes from './payments/payments.routes.ts';
import privacyRoutes from './privacy/privacy.routes.ts';
import privacyStaffRoutes from './privacy/privacy-staff.routes.ts';
import profileRoutes from './profile/profile.routes.ts';
import referenceRoutes from './reference/reference.routes.ts';
import shopRoutes from './shop/shop.routes.ts';
import shopStaffRoutes from './shop/shop-staff.routes.ts';
import staffRoutes from './staff/staff.routes.ts';
import staffApplicationsRoutes from './staff/staff-applications.routes.ts';
import staffBillingExportRoutes from './staff/staff-billing-export.routes.ts';
import staffConsoleRoutes from './staff/staff-console.routes.ts';
import staffEditionsRoutes from './staff/staff-editions.routes.ts';
import staffPeopleRoutes from './staff/staff-people.routes.ts';
import thesisRoutes from './thesis/thesis.routes.ts';
import thesisStaffRoutes from './thesis/thesis-staff.routes.ts';
import ticketsRoutes from './tickets/tickets.routes.ts';
import ticketsStaffRoutes from './tickets/tickets-staff.routes.ts';
import utilityRoutes from './utility/utility.routes.ts';
import utilityStaffRoutes from './utility/utility-staff.routes.ts';
import vouchersRoutes from './vouchers/vouchers.routes.ts';
import vouchersStaffRoutes from './vouchers/vouchers-staff.routes.ts';

/** The one list of feature modules and their URL prefixes. */
export const modules: ReadonlyArray<{ plugin: FastifyPluginAsync; prefix: string }> = [
  { plugin: healthRoutes, prefix: '/api' },
  { plugin: referenceRoutes, prefix: '/api' },
  { plugin: configRoutes, prefix: '/api' },
  { plugin: authRoutes, prefix: '/api' },
  { plugin: passkeysRoutes, prefix: '/api' },
  { plugin: profileRoutes, prefix: '/api' },
  { plugin: notificationsRoutes, prefix: '/api' },
  { plugin: mailRoutes, prefix: '/api' },
  { plugin: e2eRoutes, prefix: '/api' },
  { plugin: paymentsRoutes, prefix: '/api' },
  { plugin: candidateRoutes, prefix: '/api' },
  { plugin: applicationRoutes, prefix: '/api' },
  { plugin: billingRoutes, prefix: '/api' },
  { plugin: doorsRoutes, prefix: '/api' },
  { plugin: staffRoutes, prefix: '/api/staff' },
  { plugin: staffConsoleRoutes, prefix: '/api/staff' },
  { plugin: staffPeopleRoutes, prefix: '/api/staff' },
  { plugin: authStaffRoutes, prefix: '/api/staff' },
  { plugin: staffApplicationsRoutes, prefix: '/api/staff' },
  { plugin: staffEditionsRoutes, prefix: '/api/staff' },
  { plugin: staffBillingExportRoutes, prefix: '/api/staff' },
  { plugin: elearningRoutes, prefix: '/api' },
  { plugin: elearningStaffRoutes, prefix: '/api/staff' },
  { plugin: doorsStaffRoutes, prefix: '/api/staff' },
  { plugin: housingRoutes, prefix: '/api' },
  { plugin: housingStaffRoutes, prefix: '/api/staff' },
  { plugin: utilityRoutes, prefix: '/api' },
  { plugin: utilityStaffRoutes, prefix: '/api/staff' },
  { plugin: attendanceRoutes, prefix: '/api' },
  { plugin: attendanceStaffRoutes, prefix: '/api/staff' },
  { plugin: bookingsRoutes, prefix: '/api' },
  { plugin: bookingsStaffRoutes, prefix: '/api/staff' },
  { plugin: shopStaffRoutes, prefix: '/api/staff' },
  { plugin: shopRoutes, prefix: '/api' },
  { plugin: thesisRoutes, prefix: '/api' },
  { plugin: thesisStaffRoutes, prefix: '/api/staff' },
  { plugin: internshipRoutes, prefix: '/api' },
  { plugin: internshipStaffRoutes, prefix: '/api/staff' },
  { plugin: internshipEvaluationRoutes, prefix: '/api' },
  { plugin: ticketsRoutes, prefix: '/api' },
  { plugin: ticketsStaffRoutes, prefix: '/api/staff' },
  { plugin: vouchersRoutes, prefix: '/api' },
  { plugin: vouchersStaffRoutes, prefix: '/api/staff' },
  { plugin: pushRoutes, prefix: '/api' },
  { plugin: feedbackRoutes, prefix: '/api' },
  { plugin: analyticsRoutes, prefix: '/api' },
  { plugin: notificationsStaffRoutes, prefix: '/api/staff' },
  { plugin: privacyRoutes, prefix: '/api' },
  { plugin: privacyStaffRoutes, prefix: '/api/staff' },
  { plugin: insightsRoutes, prefix: '/api/staff' },
];
