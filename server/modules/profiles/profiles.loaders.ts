import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { byId } from "../../graphql/loaders";
import type { Viewer } from "../accounts/session.service";
import { Profile } from "./profile.entity";
import { hideDetails } from "./profiles.policy";

/**
 * Profiles as the viewer may see them: a hidden profile shows only its name and pictures to others.
 * Made per request, since what it answers depends on the viewer.
 */
export const profileLoaders = (db: DataSource, viewer: Viewer | null) => ({
  profileById: new DataLoader<string, Profile | null>(async (ids) => {
    const { entities, raw } = await db
      .getRepository(Profile)
      .createQueryBuilder("p")
      .leftJoin("member_settings", "s", "s.user_id = p.id")
      .addSelect("coalesce(s.profile_visible, true)", "visible")
      .where("p.id IN (:...ids)", { ids })
      .getRawAndEntities<{ p_id: string; visible: boolean }>();
    const visible = new Map(raw.map((r) => [r.p_id, r.visible]));
    return byId(
      entities.map((p) => (visible.get(p.id) ? p : hideDetails(viewer, p))),
      ids,
    );
  }),
});
