import type { Db } from "../client.ts";
import { staff } from "../schema/staff.ts";
import type { Seeder } from "./seed.ts";

/** The demo chain's restaurant staff: an admin, a manager, a crew member and marketing. */
export const demoStaffSeeder: Seeder = {
  name: "demo-staff-v1",
  async run(db: Db) {
    const { demoStaff } = await import("./demo-data.ts");
    const now = new Date();
    await db.insert(staff).values(
      demoStaff.map((s) => ({
        id: s.id,
        email: s.email,
        name: s.name,
        passwordHash: s.passwordHash,
        role: s.role,
        restaurantIds: s.restaurants,
        active: true,
        createdAt: now,
        updatedAt: now,
      })),
    );
  },
};
