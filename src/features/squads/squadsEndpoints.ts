import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import {
  createdInviteSchema,
  invitesSchema,
  joinedSchema,
  membersSchema,
  squadImportReportSchema,
  squadListSchema,
  squadSummarySchema,
  type CreatedInvite,
  type InviteView,
  type Joined,
  type MemberView,
  type NewInvite,
  type NewSquad,
  type SquadChange,
  type SquadImportReport,
  type SquadSummary,
} from '../../../contract/squadApi';
import type { Role } from '../../../contract/squad';
import { figureTags } from '../../app/apiPaths';
import { apiSlice } from '../../app/apiSlice';

/**
 * The squads API (docs/squads.md): the caller's squads, a squad's members and invites, joining,
 * uploads. Memberships and invites change only through these calls; the API writes them.
 */

/** My squads by id, in the API's order (mine by name, then the sample). */
export const squadsAdapter = createEntityAdapter<SquadSummary>();
/** A squad's members by uid, owners first. */
export const membersAdapter = createEntityAdapter<MemberView, string>({ selectId: (member) => member.uid });
export const invitesAdapter = createEntityAdapter<InviteView>();

export type Squads = EntityState<SquadSummary, string>;
export type Members = EntityState<MemberView, string>;
export type Invites = EntityState<InviteView, string>;

const path = (squadId: string, rest = '') => `squads/${encodeURIComponent(squadId)}${rest}`;

/** A file to upload; `teamInFile` and `date` answer what a tool's file did not say (docs/behaviour.md#tool-files). */
export type UploadArg = {
  squadId: string;
  file: File;
  preview: boolean;
  teamInFile?: string | null;
  date?: string | null;
};

function uploadUrl({ squadId, file, preview, teamInFile, date }: UploadArg): string {
  const query = new URLSearchParams({ name: file.name });
  if (preview) query.set('preview', '1');
  if (teamInFile) query.set('teamInFile', teamInFile);
  if (date) query.set('date', date);
  return path(squadId, `/imports?${query.toString()}`);
}

export const squadsEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getSquads: builder.query<Squads, void>({
      query: () => 'squads',
      rawResponseSchema: squadListSchema,
      transformResponse: (squads: SquadSummary[]) => squadsAdapter.setAll(squadsAdapter.getInitialState(), squads),
      providesTags: ['Squads'],
    }),
    createSquad: builder.mutation<SquadSummary, NewSquad>({
      query: (squad) => ({ url: 'squads', method: 'POST', body: squad }),
      rawResponseSchema: squadSummarySchema,
      invalidatesTags: ['Squads'],
    }),
    changeSquad: builder.mutation<SquadSummary, { squadId: string; change: SquadChange }>({
      query: ({ squadId, change }) => ({ url: path(squadId), method: 'PATCH', body: change }),
      rawResponseSchema: squadSummarySchema,
      invalidatesTags: ['Squads'],
    }),
    /** The sample squad copied into a new squad the caller owns (docs/behaviour.md#sample-copy). */
    copySample: builder.mutation<SquadSummary, string>({
      query: (squadId) => ({ url: path(squadId, '/copy'), method: 'POST' }),
      rawResponseSchema: squadSummarySchema,
      invalidatesTags: ['Squads'],
    }),
    deleteSquad: builder.mutation<null, string>({
      query: (squadId) => ({ url: path(squadId), method: 'DELETE' }),
      invalidatesTags: ['Squads'],
    }),
    getMembers: builder.query<Members, string>({
      query: (squadId) => path(squadId, '/members'),
      rawResponseSchema: membersSchema,
      transformResponse: (members: MemberView[]) => membersAdapter.setAll(membersAdapter.getInitialState(), members),
      providesTags: (_result, _error, squadId) => [{ type: 'Members', id: squadId }],
    }),
    changeRole: builder.mutation<unknown, { squadId: string; uid: string; role: Role }>({
      query: ({ squadId, uid, role }) => ({
        url: path(squadId, `/members/${encodeURIComponent(uid)}`),
        method: 'PATCH',
        body: { role },
      }),
      invalidatesTags: (_result, _error, { squadId }) => [{ type: 'Members', id: squadId }, 'Squads'],
    }),
    removeMember: builder.mutation<null, { squadId: string; uid: string }>({
      query: ({ squadId, uid }) => ({ url: path(squadId, `/members/${encodeURIComponent(uid)}`), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { squadId }) => [{ type: 'Members', id: squadId }, 'Squads'],
    }),
    getInvites: builder.query<Invites, string>({
      query: (squadId) => path(squadId, '/invites'),
      rawResponseSchema: invitesSchema,
      transformResponse: (invites: InviteView[]) => invitesAdapter.setAll(invitesAdapter.getInitialState(), invites),
      providesTags: (_result, _error, squadId) => [{ type: 'Invites', id: squadId }],
    }),
    createInvite: builder.mutation<CreatedInvite, { squadId: string; invite: NewInvite }>({
      query: ({ squadId, invite }) => ({ url: path(squadId, '/invites'), method: 'POST', body: invite }),
      rawResponseSchema: createdInviteSchema,
      invalidatesTags: (_result, _error, { squadId }) => [{ type: 'Invites', id: squadId }],
    }),
    revokeInvite: builder.mutation<null, { squadId: string; inviteId: string }>({
      query: ({ squadId, inviteId }) => ({
        url: path(squadId, `/invites/${encodeURIComponent(inviteId)}`),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { squadId }) => [{ type: 'Invites', id: squadId }],
    }),
    acceptInvite: builder.mutation<Joined, string>({
      query: (code) => ({ url: `invites/${encodeURIComponent(code)}/accept`, method: 'POST' }),
      rawResponseSchema: joinedSchema,
      invalidatesTags: ['Squads'],
    }),
    /** A file sent as it is; `preview` reads and reports it, writing nothing (docs/squads.md#imports). */
    uploadFile: builder.mutation<SquadImportReport, UploadArg>({
      query: (arg) => ({
        url: uploadUrl(arg),
        method: 'POST',
        body: arg.file,
        headers: { 'content-type': arg.file.type || 'application/octet-stream' },
      }),
      rawResponseSchema: squadImportReportSchema,
      // An import changes the squad's figures, counts and roster: every cached answer of it goes.
      invalidatesTags: (_result, _error, { squadId, preview }) => (preview ? [] : ['Squads', ...figureTags(squadId)]),
    }),
  }),
});

export const {
  useGetSquadsQuery,
  useCreateSquadMutation,
  useChangeSquadMutation,
  useCopySampleMutation,
  useDeleteSquadMutation,
  useGetMembersQuery,
  useChangeRoleMutation,
  useRemoveMemberMutation,
  useGetInvitesQuery,
  useCreateInviteMutation,
  useRevokeInviteMutation,
  useAcceptInviteMutation,
  useUploadFileMutation,
} = squadsEndpoints;
