-- One completion certificate per member and course (decision 0019): issueCourseCertificate is idempotent, and this
-- index is what makes a second certificate impossible even if two completions race.
CREATE UNIQUE INDEX "certificates_completion_user_course_key" ON "certificates" USING btree ("user_id","course_id") WHERE "certificates"."kind" = 'completion' AND "certificates"."course_id" IS NOT NULL;
