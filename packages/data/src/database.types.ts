export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      birthday_packages: {
        Row: {
          created_at: string;
          duration: number;
          guests_per_lane: number;
          id: string;
          items: NonNullable<Json>;
          max_people: number;
          min_people: number;
          price: number;
          title: NonNullable<Json>;
          updated_at: string;
          vr_sessions: number;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          duration?: number;
          guests_per_lane?: number;
          id?: string;
          items?: NonNullable<Json>;
          max_people: number;
          min_people?: number;
          price: number;
          title: NonNullable<Json>;
          updated_at?: string;
          vr_sessions?: number;
        };
        Update: {
          created_at?: string;
          duration?: number;
          guests_per_lane?: number;
          id?: string;
          items?: NonNullable<Json>;
          max_people?: number;
          min_people?: number;
          price?: number;
          title?: NonNullable<Json>;
          updated_at?: string;
          vr_sessions?: number;
        };
        Relationships: [];
      };
      booking_conflicts: {
        Row: {
          booking_id: string;
          conflict: NonNullable<Json>;
          flagged_at: string;
        };
        ComputedFields: never;
        Insert: {
          booking_id: string;
          conflict: NonNullable<Json>;
          flagged_at?: string;
        };
        Update: {
          booking_id?: string;
          conflict?: NonNullable<Json>;
          flagged_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'booking_conflicts_booking_id_fkey';
            columns: ['booking_id'];
            isOneToOne: true;
            referencedRelation: 'bookings';
            referencedColumns: ['id'];
          },
        ];
      };
      booking_emails: {
        Row: {
          attempts: number;
          booking_id: string | null;
          created_at: string;
          created_by: string | null;
          erased_at: string | null;
          error: string | null;
          id: string;
          idempotency_key: string;
          kind: Database['public']['Enums']['booking_email_kind'];
          provider_id: string | null;
          recipient: string | null;
          sent_at: string | null;
          status: Database['public']['Enums']['booking_email_status'];
          subject: string;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          attempts?: number;
          booking_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          erased_at?: string | null;
          error?: string | null;
          id?: string;
          idempotency_key: string;
          kind: Database['public']['Enums']['booking_email_kind'];
          provider_id?: string | null;
          recipient?: string | null;
          sent_at?: string | null;
          status: Database['public']['Enums']['booking_email_status'];
          subject: string;
          updated_at?: string;
        };
        Update: {
          attempts?: number;
          booking_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          erased_at?: string | null;
          error?: string | null;
          id?: string;
          idempotency_key?: string;
          kind?: Database['public']['Enums']['booking_email_kind'];
          provider_id?: string | null;
          recipient?: string | null;
          sent_at?: string | null;
          status?: Database['public']['Enums']['booking_email_status'];
          subject?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'booking_emails_booking_id_fkey';
            columns: ['booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['id'];
          },
        ];
      };
      booking_events: {
        Row: {
          actor_id: string | null;
          actor_name: string | null;
          after: Json | null;
          at: string;
          before: Json | null;
          booking_id: string;
          detail: string | null;
          id: number;
          kind: Database['public']['Enums']['booking_event_kind'];
        };
        ComputedFields: never;
        Insert: {
          actor_id?: string | null;
          actor_name?: string | null;
          after?: Json | null;
          at?: string;
          before?: Json | null;
          booking_id: string;
          detail?: string | null;
          id?: never;
          kind: Database['public']['Enums']['booking_event_kind'];
        };
        Update: {
          actor_id?: string | null;
          actor_name?: string | null;
          after?: Json | null;
          at?: string;
          before?: Json | null;
          booking_id?: string;
          detail?: string | null;
          id?: never;
          kind?: Database['public']['Enums']['booking_event_kind'];
        };
        Relationships: [];
      };
      bookings: {
        Row: {
          age_confirmed_at: string | null;
          approved_at: string | null;
          approved_by: string | null;
          attendance: Database['public']['Enums']['booking_attendance'] | null;
          bundle_id: string | null;
          bundle_name: string | null;
          bundle_price: number | null;
          cancellation_message: string | null;
          cancelled_at: string | null;
          cancelled_by: string | null;
          confirmed_at: string | null;
          contact_attempts: number;
          created_at: string;
          customer_notes: string;
          date: string;
          duration: number;
          email: string | null;
          erased_at: string | null;
          id: string;
          lane: number | null;
          lanes: number[] | null;
          lanes_needed: number;
          last_contact_attempt: string | null;
          locale: string;
          manage_token_hash: string | null;
          name: string;
          notes: string;
          people: number;
          phone: string;
          reference: string;
          reference_number: number;
          rejected_at: string | null;
          rejected_by: string | null;
          rejection_reason: string | null;
          rejection_reason_key: string | null;
          reschedule_count: number;
          rescheduled_at: string | null;
          rounds: number;
          source: Database['public']['Enums']['booking_source'];
          stations: number[] | null;
          stations_needed: number;
          status: Database['public']['Enums']['booking_status'];
          time: string;
          type: Database['public']['Enums']['booking_type'];
          vr_sessions: number;
          vr_start: string | null;
          whatsapp_consent_at: string | null;
          whatsapp_consent_wording: string | null;
        };
        ComputedFields: never;
        Insert: {
          age_confirmed_at?: string | null;
          approved_at?: string | null;
          approved_by?: string | null;
          attendance?: Database['public']['Enums']['booking_attendance'] | null;
          bundle_id?: string | null;
          bundle_name?: string | null;
          bundle_price?: number | null;
          cancellation_message?: string | null;
          cancelled_at?: string | null;
          cancelled_by?: string | null;
          confirmed_at?: string | null;
          contact_attempts?: number;
          created_at?: string;
          customer_notes?: string;
          date: string;
          duration?: number;
          email?: string | null;
          erased_at?: string | null;
          id?: string;
          lane?: number | null;
          lanes?: number[] | null;
          lanes_needed?: number;
          last_contact_attempt?: string | null;
          locale?: string;
          manage_token_hash?: string | null;
          name: string;
          notes?: string;
          people: number;
          phone: string;
          reference?: never;
          reference_number?: never;
          rejected_at?: string | null;
          rejected_by?: string | null;
          rejection_reason?: string | null;
          rejection_reason_key?: string | null;
          reschedule_count?: number;
          rescheduled_at?: string | null;
          rounds?: number;
          source?: Database['public']['Enums']['booking_source'];
          stations?: number[] | null;
          stations_needed?: number;
          status?: Database['public']['Enums']['booking_status'];
          time: string;
          type?: Database['public']['Enums']['booking_type'];
          vr_sessions?: number;
          vr_start?: string | null;
          whatsapp_consent_at?: string | null;
          whatsapp_consent_wording?: string | null;
        };
        Update: {
          age_confirmed_at?: string | null;
          approved_at?: string | null;
          approved_by?: string | null;
          attendance?: Database['public']['Enums']['booking_attendance'] | null;
          bundle_id?: string | null;
          bundle_name?: string | null;
          bundle_price?: number | null;
          cancellation_message?: string | null;
          cancelled_at?: string | null;
          cancelled_by?: string | null;
          confirmed_at?: string | null;
          contact_attempts?: number;
          created_at?: string;
          customer_notes?: string;
          date?: string;
          duration?: number;
          email?: string | null;
          erased_at?: string | null;
          id?: string;
          lane?: number | null;
          lanes?: number[] | null;
          lanes_needed?: number;
          last_contact_attempt?: string | null;
          locale?: string;
          manage_token_hash?: string | null;
          name?: string;
          notes?: string;
          people?: number;
          phone?: string;
          reference?: never;
          reference_number?: never;
          rejected_at?: string | null;
          rejected_by?: string | null;
          rejection_reason?: string | null;
          rejection_reason_key?: string | null;
          reschedule_count?: number;
          rescheduled_at?: string | null;
          rounds?: number;
          source?: Database['public']['Enums']['booking_source'];
          stations?: number[] | null;
          stations_needed?: number;
          status?: Database['public']['Enums']['booking_status'];
          time?: string;
          type?: Database['public']['Enums']['booking_type'];
          vr_sessions?: number;
          vr_start?: string | null;
          whatsapp_consent_at?: string | null;
          whatsapp_consent_wording?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'bookings_bundle_id_fkey';
            columns: ['bundle_id'];
            isOneToOne: false;
            referencedRelation: 'birthday_packages';
            referencedColumns: ['id'];
          },
        ];
      };
      closures: {
        Row: {
          created_at: string;
          day: string;
          from_time: string | null;
          id: string;
          reason: NonNullable<Json>;
          to_time: string | null;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          day: string;
          from_time?: string | null;
          id?: string;
          reason: NonNullable<Json>;
          to_time?: string | null;
        };
        Update: {
          created_at?: string;
          day?: string;
          from_time?: string | null;
          id?: string;
          reason?: NonNullable<Json>;
          to_time?: string | null;
        };
        Relationships: [];
      };
      erasures: {
        Row: {
          at: string;
          bookings: number;
          erased_by: string | null;
          erased_by_name: string | null;
          events: number;
          id: number;
          reason: Database['public']['Enums']['erasure_reason'];
        };
        ComputedFields: never;
        Insert: {
          at?: string;
          bookings: number;
          erased_by?: string | null;
          erased_by_name?: string | null;
          events: number;
          id?: never;
          reason: Database['public']['Enums']['erasure_reason'];
        };
        Update: {
          at?: string;
          bookings?: number;
          erased_by?: string | null;
          erased_by_name?: string | null;
          events?: number;
          id?: never;
          reason?: Database['public']['Enums']['erasure_reason'];
        };
        Relationships: [];
      };
      faqs: {
        Row: {
          answer: NonNullable<Json>;
          created_at: string;
          id: string;
          position: number;
          question: NonNullable<Json>;
        };
        ComputedFields: never;
        Insert: {
          answer: NonNullable<Json>;
          created_at?: string;
          id?: string;
          position?: number;
          question: NonNullable<Json>;
        };
        Update: {
          answer?: NonNullable<Json>;
          created_at?: string;
          id?: string;
          position?: number;
          question?: NonNullable<Json>;
        };
        Relationships: [];
      };
      feedback: {
        Row: {
          comment: string;
          created_at: string;
          dislikes: number;
          id: string;
          likes: number;
          name: string;
          rating: number;
        };
        ComputedFields: never;
        Insert: {
          comment: string;
          created_at?: string;
          dislikes?: number;
          id?: string;
          likes?: number;
          name: string;
          rating: number;
        };
        Update: {
          comment?: string;
          created_at?: string;
          dislikes?: number;
          id?: string;
          likes?: number;
          name?: string;
          rating?: number;
        };
        Relationships: [];
      };
      feedback_votes: {
        Row: {
          created_at: string;
          feedback_id: string;
          updated_at: string;
          vote: Database['public']['Enums']['feedback_vote'];
          voter_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          feedback_id: string;
          updated_at?: string;
          vote: Database['public']['Enums']['feedback_vote'];
          voter_id: string;
        };
        Update: {
          created_at?: string;
          feedback_id?: string;
          updated_at?: string;
          vote?: Database['public']['Enums']['feedback_vote'];
          voter_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'feedback_votes_feedback_id_fkey';
            columns: ['feedback_id'];
            isOneToOne: false;
            referencedRelation: 'feedback';
            referencedColumns: ['id'];
          },
        ];
      };
      lane_blocks: {
        Row: {
          created_at: string;
          created_by: string | null;
          ends_at: string;
          id: string;
          lanes: number[];
          reason: NonNullable<Json>;
          starts_at: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          created_by?: string | null;
          ends_at: string;
          id?: string;
          lanes: number[];
          reason: NonNullable<Json>;
          starts_at: string;
        };
        Update: {
          created_at?: string;
          created_by?: string | null;
          ends_at?: string;
          id?: string;
          lanes?: number[];
          reason?: NonNullable<Json>;
          starts_at?: string;
        };
        Relationships: [];
      };
      menu_items: {
        Row: {
          category: string | null;
          created_at: string;
          description: Json | null;
          id: string;
          image: string;
          name: NonNullable<Json>;
          own_category: Json | null;
          position: number;
          price: number | null;
        };
        ComputedFields: never;
        Insert: {
          category?: string | null;
          created_at?: string;
          description?: Json | null;
          id?: string;
          image: string;
          name: NonNullable<Json>;
          own_category?: Json | null;
          position?: number;
          price?: number | null;
        };
        Update: {
          category?: string | null;
          created_at?: string;
          description?: Json | null;
          id?: string;
          image?: string;
          name?: NonNullable<Json>;
          own_category?: Json | null;
          position?: number;
          price?: number | null;
        };
        Relationships: [];
      };
      notifications: {
        Row: {
          attempts: number;
          booking_id: string | null;
          channel: Database['public']['Enums']['notification_channel'];
          created_at: string;
          delivered_at: string | null;
          detail: NonNullable<Json>;
          due_at: string;
          error: string | null;
          event: Database['public']['Enums']['notification_event'];
          fallback_of: string | null;
          id: string;
          key: string;
          provider_id: string | null;
          read_at: string | null;
          reason: string | null;
          recipient: string | null;
          sent_at: string | null;
          state: Database['public']['Enums']['notification_state'];
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          attempts?: number;
          booking_id?: string | null;
          channel: Database['public']['Enums']['notification_channel'];
          created_at?: string;
          delivered_at?: string | null;
          detail?: NonNullable<Json>;
          due_at?: string;
          error?: string | null;
          event: Database['public']['Enums']['notification_event'];
          fallback_of?: string | null;
          id?: string;
          key: string;
          provider_id?: string | null;
          read_at?: string | null;
          reason?: string | null;
          recipient?: string | null;
          sent_at?: string | null;
          state?: Database['public']['Enums']['notification_state'];
          updated_at?: string;
        };
        Update: {
          attempts?: number;
          booking_id?: string | null;
          channel?: Database['public']['Enums']['notification_channel'];
          created_at?: string;
          delivered_at?: string | null;
          detail?: NonNullable<Json>;
          due_at?: string;
          error?: string | null;
          event?: Database['public']['Enums']['notification_event'];
          fallback_of?: string | null;
          id?: string;
          key?: string;
          provider_id?: string | null;
          read_at?: string | null;
          reason?: string | null;
          recipient?: string | null;
          sent_at?: string | null;
          state?: Database['public']['Enums']['notification_state'];
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'notifications_booking_id_fkey';
            columns: ['booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notifications_fallback_of_fkey';
            columns: ['fallback_of'];
            isOneToOne: false;
            referencedRelation: 'notifications';
            referencedColumns: ['id'];
          },
        ];
      };
      offers: {
        Row: {
          created_at: string;
          get: number;
          id: string;
          position: number;
          spend: number;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          get: number;
          id?: string;
          position?: number;
          spend: number;
        };
        Update: {
          created_at?: string;
          get?: number;
          id?: string;
          position?: number;
          spend?: number;
        };
        Relationships: [];
      };
      opening_hours: {
        Row: {
          closes_at: string | null;
          opens_at: string | null;
          updated_at: string;
          weekday: number;
        };
        ComputedFields: never;
        Insert: {
          closes_at?: string | null;
          opens_at?: string | null;
          updated_at?: string;
          weekday: number;
        };
        Update: {
          closes_at?: string | null;
          opens_at?: string | null;
          updated_at?: string;
          weekday?: number;
        };
        Relationships: [];
      };
      prices: {
        Row: {
          bowling_game_price: number;
          id: boolean;
          updated_at: string;
          vr_session_price: number;
        };
        ComputedFields: never;
        Insert: {
          bowling_game_price: number;
          id?: boolean;
          updated_at?: string;
          vr_session_price: number;
        };
        Update: {
          bowling_game_price?: number;
          id?: boolean;
          updated_at?: string;
          vr_session_price?: number;
        };
        Relationships: [];
      };
      reminder_settings: {
        Row: {
          first_hours: number | null;
          id: boolean;
          second_hours: number | null;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          first_hours?: number | null;
          id?: boolean;
          second_hours?: number | null;
          updated_at?: string;
        };
        Update: {
          first_hours?: number | null;
          id?: boolean;
          second_hours?: number | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      site_publish_state: {
        Row: {
          changed_at: string | null;
          first_changed_at: string | null;
          id: boolean;
        };
        ComputedFields: never;
        Insert: {
          changed_at?: string | null;
          first_changed_at?: string | null;
          id?: boolean;
        };
        Update: {
          changed_at?: string | null;
          first_changed_at?: string | null;
          id?: boolean;
        };
        Relationships: [];
      };
      site_publishes: {
        Row: {
          cause: string;
          error: string | null;
          finished_at: string | null;
          http_status: number | null;
          id: number;
          reason: string | null;
          requested_by: string | null;
          started_at: string;
          state: string;
        };
        ComputedFields: never;
        Insert: {
          cause: string;
          error?: string | null;
          finished_at?: string | null;
          http_status?: number | null;
          id?: never;
          reason?: string | null;
          requested_by?: string | null;
          started_at?: string;
          state?: string;
        };
        Update: {
          cause?: string;
          error?: string | null;
          finished_at?: string | null;
          http_status?: number | null;
          id?: never;
          reason?: string | null;
          requested_by?: string | null;
          started_at?: string;
          state?: string;
        };
        Relationships: [];
      };
      slot_lanes: {
        Row: {
          booking_id: string;
          date: string;
          lane: number;
          time: string;
        };
        ComputedFields: never;
        Insert: {
          booking_id: string;
          date: string;
          lane: number;
          time: string;
        };
        Update: {
          booking_id?: string;
          date?: string;
          lane?: number;
          time?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'slot_lanes_booking_id_fkey';
            columns: ['booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['id'];
          },
        ];
      };
      slot_loads: {
        Row: {
          approved: number;
          date: string;
          time: string;
        };
        ComputedFields: never;
        Insert: {
          approved?: number;
          date: string;
          time: string;
        };
        Update: {
          approved?: number;
          date?: string;
          time?: string;
        };
        Relationships: [];
      };
      special_hours: {
        Row: {
          closes_at: string;
          created_at: string;
          first_day: string;
          id: string;
          last_day: string;
          name: NonNullable<Json>;
          opens_at: string;
        };
        ComputedFields: never;
        Insert: {
          closes_at: string;
          created_at?: string;
          first_day: string;
          id?: string;
          last_day: string;
          name: NonNullable<Json>;
          opens_at: string;
        };
        Update: {
          closes_at?: string;
          created_at?: string;
          first_day?: string;
          id?: string;
          last_day?: string;
          name?: NonNullable<Json>;
          opens_at?: string;
        };
        Relationships: [];
      };
      staff: {
        Row: {
          created_at: string;
          created_by: string | null;
          email: string;
          id: string;
          locale: string;
          name: string;
          role: Database['public']['Enums']['staff_role'];
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          created_by?: string | null;
          email: string;
          id: string;
          locale?: string;
          name: string;
          role: Database['public']['Enums']['staff_role'];
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          created_by?: string | null;
          email?: string;
          id?: string;
          locale?: string;
          name?: string;
          role?: Database['public']['Enums']['staff_role'];
          updated_at?: string;
        };
        Relationships: [];
      };
      venue_contacts: {
        Row: {
          address: NonNullable<Json>;
          id: boolean;
          updated_at: string;
          whatsapp_number: string;
        };
        ComputedFields: never;
        Insert: {
          address: NonNullable<Json>;
          id?: boolean;
          updated_at?: string;
          whatsapp_number: string;
        };
        Update: {
          address?: NonNullable<Json>;
          id?: boolean;
          updated_at?: string;
          whatsapp_number?: string;
        };
        Relationships: [];
      };
      venue_schedule: {
        Row: {
          id: boolean;
          lane_count: number;
          slot_minutes: number;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          id?: boolean;
          lane_count?: number;
          slot_minutes?: number;
          updated_at?: string;
        };
        Update: {
          id?: boolean;
          lane_count?: number;
          slot_minutes?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      vr_session_loads: {
        Row: {
          date: string;
          session_start: string;
          taken: number;
        };
        ComputedFields: never;
        Insert: {
          date: string;
          session_start: string;
          taken?: number;
        };
        Update: {
          date?: string;
          session_start?: string;
          taken?: number;
        };
        Relationships: [];
      };
      vr_settings: {
        Row: {
          id: boolean;
          session_minutes: number;
          station_count: number;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          id?: boolean;
          session_minutes?: number;
          station_count?: number;
          updated_at?: string;
        };
        Update: {
          id?: boolean;
          session_minutes?: number;
          station_count?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      vr_station_blocks: {
        Row: {
          created_at: string;
          created_by: string | null;
          ends_at: string;
          id: string;
          reason: NonNullable<Json>;
          starts_at: string;
          stations: number[];
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          created_by?: string | null;
          ends_at: string;
          id?: string;
          reason: NonNullable<Json>;
          starts_at: string;
          stations: number[];
        };
        Update: {
          created_at?: string;
          created_by?: string | null;
          ends_at?: string;
          id?: string;
          reason?: NonNullable<Json>;
          starts_at?: string;
          stations?: number[];
        };
        Relationships: [];
      };
      vr_station_holds: {
        Row: {
          booking_id: string;
          date: string;
          session_start: string;
          station: number;
        };
        ComputedFields: never;
        Insert: {
          booking_id: string;
          date: string;
          session_start: string;
          station: number;
        };
        Update: {
          booking_id?: string;
          date?: string;
          session_start?: string;
          station?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'vr_station_holds_booking_id_fkey';
            columns: ['booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['id'];
          },
        ];
      };
      whatsapp_opt_outs: {
        Row: {
          opted_out_at: string;
          phone: string;
        };
        ComputedFields: never;
        Insert: {
          opted_out_at?: string;
          phone: string;
        };
        Update: {
          opted_out_at?: string;
          phone?: string;
        };
        Relationships: [];
      };
      zone_media: {
        Row: {
          created_at: string;
          id: string;
          kind: Database['public']['Enums']['media_kind'];
          name: NonNullable<Json>;
          storage_path: string | null;
          url: string;
          zone: Database['public']['Enums']['zone'];
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          id?: string;
          kind: Database['public']['Enums']['media_kind'];
          name?: NonNullable<Json>;
          storage_path?: string | null;
          url: string;
          zone: Database['public']['Enums']['zone'];
        };
        Update: {
          created_at?: string;
          id?: string;
          kind?: Database['public']['Enums']['media_kind'];
          name?: NonNullable<Json>;
          storage_path?: string | null;
          url?: string;
          zone?: Database['public']['Enums']['zone'];
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      approve_booking: { Args: { booking_id: string; vr_start?: string }; Returns: number };
      booking_batch_sizes: {
        Args: { booking_ids: string[] };
        Returns: {
          batch_size: number;
          booking_id: string;
        }[];
      };
      cancel_booking: { Args: { booking_id: string; message: string }; Returns: undefined };
      cancel_booking_by_token: {
        Args: { token: string };
        Returns: Database['public']['CompositeTypes']['managed_booking'][];
        SetofOptions: {
          from: '*';
          to: 'managed_booking';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      cancelled_booking_by_token: { Args: { token: string }; Returns: string };
      claim_customer_email: {
        Args: {
          p_booking_id: string;
          p_idempotency_key: string;
          p_kind: Database['public']['Enums']['booking_email_kind'];
          p_recipient: string;
          p_subject: string;
        };
        Returns: string;
      };
      claim_notifications: {
        Args: { max_rows?: number };
        Returns: {
          attempts: number;
          booking_id: string | null;
          channel: Database['public']['Enums']['notification_channel'];
          created_at: string;
          delivered_at: string | null;
          detail: NonNullable<Json>;
          due_at: string;
          error: string | null;
          event: Database['public']['Enums']['notification_event'];
          fallback_of: string | null;
          id: string;
          key: string;
          provider_id: string | null;
          read_at: string | null;
          reason: string | null;
          recipient: string | null;
          sent_at: string | null;
          state: Database['public']['Enums']['notification_state'];
          updated_at: string;
        }[];
        SetofOptions: {
          from: '*';
          to: 'notifications';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      claim_site_publish: {
        Args: Record<PropertyKey, never>;
        Returns: {
          cause: string;
          error: string | null;
          finished_at: string | null;
          http_status: number | null;
          id: number;
          reason: string | null;
          requested_by: string | null;
          started_at: string;
          state: string;
        };
        SetofOptions: {
          from: '*';
          to: 'site_publishes';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      client_address_check: { Args: Record<PropertyKey, never>; Returns: Json };
      confirm_booking_by_token: {
        Args: { token: string };
        Returns: Database['public']['CompositeTypes']['managed_booking'][];
        SetofOptions: {
          from: '*';
          to: 'managed_booking';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      create_staff_booking: {
        Args: {
          age_confirmed?: boolean;
          approve?: boolean;
          date: string;
          email?: string;
          lane?: number;
          locale?: string;
          name: string;
          notes?: string;
          package_id?: string;
          people: number;
          phone: string;
          rounds: number;
          source: string;
          time: string;
          type?: Database['public']['Enums']['booking_type'];
          whatsapp_consent?: boolean;
        };
        Returns: {
          assigned_lane: number;
          booking_id: string;
        }[];
      };
      customer_booking_count: { Args: { email: string; phone: string }; Returns: number };
      delete_booking: { Args: { booking_id: string }; Returns: undefined };
      email_manage_token: { Args: { booking_id: string; email_key: string }; Returns: string };
      end_staff_sessions: { Args: { member: string }; Returns: number };
      erase_customer: {
        Args: { email: string; phone: string };
        Returns: {
          bookings: number;
          events: number;
        }[];
      };
      get_booking_by_token: {
        Args: { token: string };
        Returns: Database['public']['CompositeTypes']['managed_booking'][];
        SetofOptions: {
          from: '*';
          to: 'managed_booking';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      mark_booking_attendance: {
        Args: { attendance: string; booking_id: string };
        Returns: Database['public']['Enums']['booking_attendance'];
      };
      move_booking_lane:
        | { Args: { booking_id: string; lane: number }; Returns: number }
        | { Args: { booking_id: string; lanes: number[] }; Returns: number[] };
      move_content_item: {
        Args: {
          direction: string;
          item_id: string;
          list: Database['public']['Enums']['ordered_content'];
        };
        Returns: number;
      };
      my_staff_access: {
        Args: Record<PropertyKey, never>;
        Returns: {
          access: string;
          email: string;
          has_second_factor: boolean;
          id: string;
          locale: string;
          name: string;
          role: Database['public']['Enums']['staff_role'];
          second_factor_required: boolean;
        }[];
      };
      post_feedback: {
        Args: { comment: string; name: string; rating: number };
        Returns: {
          comment: string;
          created_at: string;
          dislikes: number;
          id: string;
          likes: number;
          name: string;
          rating: number;
        };
        SetofOptions: {
          from: '*';
          to: 'feedback';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      preview_schedule_change: {
        Args: { change: Json };
        Returns: {
          booking_id: string;
          conflict: Json;
          date: string;
          name: string;
          reference: string;
          status: Database['public']['Enums']['booking_status'];
          time: string;
        }[];
      };
      record_booking_email: {
        Args: {
          p_attempts: number;
          p_booking_id: string;
          p_created_by: string;
          p_error: string;
          p_idempotency_key: string;
          p_kind: Database['public']['Enums']['booking_email_kind'];
          p_provider_id: string;
          p_recipient: string;
          p_status: Database['public']['Enums']['booking_email_status'];
          p_subject: string;
        };
        Returns: {
          attempts: number;
          booking_id: string | null;
          created_at: string;
          created_by: string | null;
          erased_at: string | null;
          error: string | null;
          id: string;
          idempotency_key: string;
          kind: Database['public']['Enums']['booking_email_kind'];
          provider_id: string | null;
          recipient: string | null;
          sent_at: string | null;
          status: Database['public']['Enums']['booking_email_status'];
          subject: string;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'booking_emails';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      record_contact_attempt: { Args: { booking_id: string }; Returns: number };
      record_notification: {
        Args: {
          error?: string;
          notification_id: string;
          outcome: Database['public']['Enums']['notification_state'];
          provider_id?: string;
          reason?: string;
          recipient?: string;
          retry_after_seconds?: number;
        };
        Returns: {
          attempts: number;
          booking_id: string | null;
          channel: Database['public']['Enums']['notification_channel'];
          created_at: string;
          delivered_at: string | null;
          detail: NonNullable<Json>;
          due_at: string;
          error: string | null;
          event: Database['public']['Enums']['notification_event'];
          fallback_of: string | null;
          id: string;
          key: string;
          provider_id: string | null;
          read_at: string | null;
          reason: string | null;
          recipient: string | null;
          sent_at: string | null;
          state: Database['public']['Enums']['notification_state'];
          updated_at: string;
        }[];
        SetofOptions: {
          from: '*';
          to: 'notifications';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      record_site_publish: {
        Args: {
          error?: string;
          http_status?: number;
          publish_id: number;
          reason?: string;
          succeeded: boolean;
        };
        Returns: {
          cause: string;
          error: string | null;
          finished_at: string | null;
          http_status: number | null;
          id: number;
          reason: string | null;
          requested_by: string | null;
          started_at: string;
          state: string;
        };
        SetofOptions: {
          from: '*';
          to: 'site_publishes';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      record_whatsapp_reply: {
        Args: { body: string; message_id: string; phone: string };
        Returns: string;
      };
      record_whatsapp_status: {
        Args: { at?: string; error?: string; message_id: string; status: string };
        Returns: boolean;
      };
      reject_booking: {
        Args: { booking_id: string; reason: string; reason_key?: string };
        Returns: undefined;
      };
      reject_booking_batch: {
        Args: { booking_id: string; reason: string; reason_key?: string };
        Returns: string[];
      };
      request_booking: {
        Args: {
          age_confirmed?: boolean;
          date: string;
          email: string;
          locale?: string;
          name: string;
          notes?: string;
          package_id?: string;
          people: number;
          phone: string;
          rounds: number;
          time: string;
          type?: Database['public']['Enums']['booking_type'];
          whatsapp_consent?: boolean;
        };
        Returns: {
          booking_id: string;
          manage_token: string;
          reference: string;
        }[];
      };
      request_site_publish: {
        Args: Record<PropertyKey, never>;
        Returns: {
          cause: string;
          error: string | null;
          finished_at: string | null;
          http_status: number | null;
          id: number;
          reason: string | null;
          requested_by: string | null;
          started_at: string;
          state: string;
        };
        SetofOptions: {
          from: '*';
          to: 'site_publishes';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      reschedule_booking: {
        Args: { booking_id: string; new_date: string; new_time: string };
        Returns: number;
      };
      reschedule_booking_by_token: {
        Args: { date: string; time: string; token: string };
        Returns: Database['public']['CompositeTypes']['managed_booking'][];
        SetofOptions: {
          from: '*';
          to: 'managed_booking';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      rescheduled_booking_by_token: { Args: { token: string }; Returns: string };
      send_notification_again: {
        Args: { notification_id: string };
        Returns: {
          attempts: number;
          booking_id: string | null;
          channel: Database['public']['Enums']['notification_channel'];
          created_at: string;
          delivered_at: string | null;
          detail: NonNullable<Json>;
          due_at: string;
          error: string | null;
          event: Database['public']['Enums']['notification_event'];
          fallback_of: string | null;
          id: string;
          key: string;
          provider_id: string | null;
          read_at: string | null;
          reason: string | null;
          recipient: string | null;
          sent_at: string | null;
          state: Database['public']['Enums']['notification_state'];
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'notifications';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_my_locale: { Args: { new_locale: string }; Returns: string };
      set_reminder_hours: {
        Args: { first_hours: number; second_hours: number };
        Returns: {
          first_hours: number | null;
          id: boolean;
          second_hours: number | null;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'reminder_settings';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_second_factor_required: { Args: { required: boolean }; Returns: boolean };
      slot_occupancy: {
        Args: { day: string };
        Returns: {
          approved: number;
          time: string;
        }[];
      };
      staff_second_factors: {
        Args: Record<PropertyKey, never>;
        Returns: {
          has_second_factor: boolean;
          id: string;
        }[];
      };
      take_cancellation_email_limit: { Args: { forwarded_for: string }; Returns: boolean };
      tell_affected_customers: {
        Args: { booking_ids: string[] };
        Returns: {
          booking_id: string;
          outcome: string;
        }[];
      };
      venue_day: {
        Args: { day: string };
        Returns: {
          lanes_free: number;
          lanes_open: number;
          slot_start: string;
        }[];
      };
      venue_insights: { Args: { period_from: string; period_to: string }; Returns: Json };
      vote_feedback: {
        Args: { feedback_id: string; vote: string; voter_id: string };
        Returns: {
          dislikes: number;
          likes: number;
        }[];
      };
      vr_occupancy: {
        Args: { day: string };
        Returns: {
          session_start: string;
          stations_taken: number;
          stations_total: number;
        }[];
      };
    };
    Enums: {
      booking_attendance: 'arrived' | 'no_show';
      booking_email_kind:
        | 'approved'
        | 'rejected'
        | 'cancelled'
        | 'affected'
        | 'received'
        | 'reminder';
      booking_email_status: 'sent' | 'failed' | 'skipped' | 'sending';
      booking_event_kind:
        | 'created'
        | 'contact_attempt'
        | 'approved'
        | 'rejected'
        | 'cancelled'
        | 'rescheduled'
        | 'lane_changed'
        | 'arrived'
        | 'no_show'
        | 'attendance_cleared'
        | 'email_sent'
        | 'email_failed'
        | 'deleted';
      booking_source: 'website' | 'phone' | 'walk_in';
      booking_status: 'pending' | 'approved' | 'rejected' | 'cancelled';
      booking_type: 'regular' | 'birthday' | 'vr';
      erasure_reason: 'customer_request' | 'retention';
      feedback_vote: 'like' | 'dislike';
      media_kind: 'image' | 'video' | 'main';
      notification_channel: 'email' | 'whatsapp';
      notification_event:
        | 'request_received'
        | 'approved'
        | 'rejected'
        | 'rescheduled'
        | 'cancelled'
        | 'affected'
        | 'reminder';
      notification_state: 'due' | 'sending' | 'sent' | 'failed' | 'skipped';
      ordered_content: 'menu_items' | 'offers' | 'faqs';
      staff_role: 'reception' | 'jana';
      zone: 'bowling' | 'vr' | 'cafe';
    };
    CompositeTypes: {
      managed_booking: {
        status: Database['public']['Enums']['booking_status'] | null;
        date: string | null;
        time: string | null;
        duration: number | null;
        people: number | null;
        rounds: number | null;
        type: Database['public']['Enums']['booking_type'] | null;
        package_name: string | null;
        locale: string | null;
        name: string | null;
        cancellable: boolean | null;
        cancel_until: string | null;
        reference: string | null;
        id: string | null;
        reschedule_count: number | null;
        bundle_price: number | null;
        customer_notes: string | null;
        rejection_reason: string | null;
        rejection_reason_key: string | null;
        cancellation_message: string | null;
        lanes_needed: number | null;
        confirmed_at: string | null;
      };
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema['Enums']
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema['CompositeTypes']
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {
      booking_attendance: ['arrived', 'no_show'],
      booking_email_kind: ['approved', 'rejected', 'cancelled', 'affected', 'received', 'reminder'],
      booking_email_status: ['sent', 'failed', 'skipped', 'sending'],
      booking_event_kind: [
        'created',
        'contact_attempt',
        'approved',
        'rejected',
        'cancelled',
        'rescheduled',
        'lane_changed',
        'arrived',
        'no_show',
        'attendance_cleared',
        'email_sent',
        'email_failed',
        'deleted',
      ],
      booking_source: ['website', 'phone', 'walk_in'],
      booking_status: ['pending', 'approved', 'rejected', 'cancelled'],
      booking_type: ['regular', 'birthday', 'vr'],
      erasure_reason: ['customer_request', 'retention'],
      feedback_vote: ['like', 'dislike'],
      media_kind: ['image', 'video', 'main'],
      notification_channel: ['email', 'whatsapp'],
      notification_event: [
        'request_received',
        'approved',
        'rejected',
        'rescheduled',
        'cancelled',
        'affected',
        'reminder',
      ],
      notification_state: ['due', 'sending', 'sent', 'failed', 'skipped'],
      ordered_content: ['menu_items', 'offers', 'faqs'],
      staff_role: ['reception', 'jana'],
      zone: ['bowling', 'vr', 'cafe'],
    },
  },
} as const;
