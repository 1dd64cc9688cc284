import {
  changePasswordRequestSchema,
  EMAIL_VERIFICATION_MESSAGES,
  emailVerificationSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  PASSWORD_RESET_SENT_MESSAGE,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '@bulk/domain/auth';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePassword,
  getEmailVerification,
  publicUser,
  registerCustomer,
  requestPasswordReset,
  resendVerificationEmail,
  resetPassword,
  signIn,
  signOut,
  verifyEmail,
} from './auth.service';
import { DEVICE_COOKIE, setDeviceCookie } from './known-devices';
import { clearSessionCookie, currentUser, requireUser, SESSION_COOKIE, setSessionCookie } from './sessions';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const { db, secureCookies } = services;

  app.post(
    '/auth/register',
    { schema: { body: registerRequestSchema, response: { 201: registerResponseSchema } } },
    async (request, reply) => {
      await registerCustomer(services, { ip: request.ip }, request.body);
      return reply.code(201).send({ success: true, message: 'Registration successful. Please log in.' });
    },
  );

  /** Both sign-in pages: the session and known-device cookies are set on success. */
  async function signInRoute(
    request: {
      ip: string;
      body: { email: string; password: string };
      cookies: Record<string, string | undefined>;
    },
    reply: FastifyReply,
    adminOnly: boolean,
  ) {
    const { token, user, deviceOwner } = await signIn(
      services,
      { ip: request.ip },
      request.body,
      { device: request.cookies[DEVICE_COOKIE], session: request.cookies[SESSION_COOKIE] },
      adminOnly,
    );
    setSessionCookie(reply, token, secureCookies);
    setDeviceCookie(reply, deviceOwner, secureCookies);
    return { success: true as const, token, user };
  }

  const loginSchema = { body: loginRequestSchema, response: { 200: loginResponseSchema } };
  app.post('/auth/login', { schema: loginSchema }, (request, reply) => signInRoute(request, reply, false));
  app.post('/admin/login', { schema: loginSchema }, (request, reply) => signInRoute(request, reply, true));

  app.post(
    '/auth/logout',
    { schema: { response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      await signOut(db, await currentUser(db, request));
      clearSessionCookie(reply, secureCookies);
      return { success: true as const };
    },
  );

  app.get('/auth/me', { schema: { response: { 200: meResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { user: publicUser(await requireUser(db, request)) };
  });

  app.post(
    '/auth/forgot-password',
    { schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await requestPasswordReset(services, { ip: request.ip }, request.body.email);
      return { success: true as const, message: PASSWORD_RESET_SENT_MESSAGE };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const owner = await resetPassword(services, { ip: request.ip }, request.body);
      setDeviceCookie(reply, owner, secureCookies);
      return { success: true as const, message: 'Your password has been changed. Please log in.' };
    },
  );

  /** The page a verification email links to; the link itself proves the address, no session needed. */
  app.post(
    '/auth/verify-email',
    { schema: { body: verifyEmailRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await verifyEmail(services, request.body.token);
      return { success: true as const, message: EMAIL_VERIFICATION_MESSAGES.verified };
    },
  );

  app.get(
    '/auth/email-verification',
    { schema: { response: { 200: emailVerificationSchema } } },
    async (request, reply) => {
      const user = await requireUser(db, request);
      reply.header('cache-control', 'private, no-store');
      return getEmailVerification(db, user.id);
    },
  );

  app.post(
    '/auth/resend-verification',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await resendVerificationEmail(services, await requireUser(db, request));
      return { success: true as const, message: EMAIL_VERIFICATION_MESSAGES.sent };
    },
  );

  app.post(
    '/auth/change-password',
    { schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(db, request);
      const account = await changePassword(services, { ip: request.ip }, user, request.body);
      setDeviceCookie(reply, account, secureCookies);
      return { success: true as const, message: 'Your password has been changed.' };
    },
  );
};
